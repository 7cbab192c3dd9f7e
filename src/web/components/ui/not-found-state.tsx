import { Link } from 'react-router';
import { Button } from './button.tsx';

/**
 * A record that does not exist, or is someone else's: the two cases look the same on purpose
 * (the API answers 404 for both).
 */
export function NotFoundState({
  title,
  description,
  backTo,
  backLabel,
}: {
  title: string;
  description?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {description && <p className="text-muted-foreground">{description}</p>}
      <Button asChild variant="outline">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </div>
  );
}
