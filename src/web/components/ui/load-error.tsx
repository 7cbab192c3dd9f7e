import { errorMessage } from '../../api/http.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** What a list or page shows when its data could not be loaded: the reason and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="destructive" title={title}>
      <p>{errorMessage(error)}</p>
      <Button size="sm" variant="outline" className="mt-2 self-start" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
