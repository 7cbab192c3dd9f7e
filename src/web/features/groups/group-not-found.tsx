import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

/** Unknown or someone else's group: the two look the same on purpose. */
export function GroupNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold">Group not found</h1>
      <Button asChild variant="outline">
        <Link to="/groups">
          <ArrowLeft aria-hidden /> Back to Groups
        </Link>
      </Button>
    </div>
  );
}
