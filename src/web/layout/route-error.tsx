import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';

/** Shown when a page throws or its code fails to load (say, after a deploy): nothing is lost by reloading. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  console.error(error);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Alert tone="destructive" title="This page could not be shown">
        <p className="break-words">{message}</p>
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </Alert>
    </div>
  );
}
