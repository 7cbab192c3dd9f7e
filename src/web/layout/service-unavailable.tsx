import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';

/** The session could not be read: the server did not answer, or it asked us to slow down (429). */
export function ServiceUnavailable({
  onRetry,
  rateLimited = false,
}: {
  onRetry: () => void;
  rateLimited?: boolean;
}) {
  return (
    <div className="mx-auto max-w-md py-16">
      <Alert tone="destructive" title={rateLimited ? 'Too many requests' : 'Memento could not be reached'}>
        <p>
          {rateLimited
            ? 'Memento received too many requests from this device. Please wait a minute, then try again.'
            : 'The server did not answer. Check your connection, then try again.'}
        </p>
        <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}
