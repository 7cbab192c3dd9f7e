import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

/** Unknown or someone else's connection: the two cases look the same on purpose. */
export function ConnectionNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold">Connection not found</h1>
      <p className="text-muted-foreground">The connection you are looking for does not exist.</p>
      <Button asChild variant="outline">
        <Link to="/connections">Return to Connections</Link>
      </Button>
    </div>
  );
}
