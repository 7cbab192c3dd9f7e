import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';

/**
 * Asks before the user leaves with unsaved changes: the router's blocker for links inside the app,
 * the browser's own prompt (beforeunload) for reloads, closing the tab and typed addresses.
 * `dirty` is read at the moment of leaving, so a save that just succeeded never asks.
 */
export function LeaveGuard({ dirty }: { dirty: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && dirty(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      {open && (
        <DialogContent
          title="Leave without saving?"
          description="Your changes have not been saved. A draft stays on this device and is offered back when you return to this page."
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
              Stay
            </Button>
            <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
