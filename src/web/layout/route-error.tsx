import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { revealApp } from './prerendered-page.ts';

/** A lazy page's code did not arrive: a deploy replaced it, or the network failed. */
function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown when a page throws or its code fails to load (say, after a deploy): nothing is lost by reloading. */
export function RouteError() {
  const error = useRouteError();
  // Not hidden behind a page the server drew (prerendered-page.ts).
  useLayoutEffect(revealApp, []);
  // The details are for developers (the console); a person reads what happened and what to do.
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? 'There is nothing at this address.'
      : 'The server could not answer for this page.'
    : isChunkLoadFailure(error)
      ? 'Memento may have been updated, or the connection dropped. Reload to continue.'
      : 'Something went wrong while showing this page. Reload to try again.';
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
