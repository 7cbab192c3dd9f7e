import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';

export function ServiceUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md py-16">
      <Alert tone="destructive" title="Memento could not be reached">
        <p>The server did not answer. Check your connection, then try again.</p>
        <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}
