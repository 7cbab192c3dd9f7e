import { lazy, Suspense, useState } from 'react';
import { useOutbox } from './use-outbox.ts';

// The chooser (Radix Dialog, the entry form's model and its zod schemas) is needed only when a
// conflict exists, which is rare: it loads then, keeping it out of every signed-in page's first load.
const ChooseVersions = lazy(() => import('./conflict-choice.tsx'));

/**
 * An edit made on this device met a different edit of the same field on the server: both versions
 * of each such field are shown and the user picks one; every other field was merged already.
 */
export function ConflictDialog() {
  const outbox = useOutbox();
  // Closed without choosing: asked again on the next page load, the change stays kept meanwhile.
  const [later, setLater] = useState<string[]>([]);
  const change = outbox.data?.find((c) => c.conflict && !later.includes(c.id));
  if (!change?.conflict || !change.base) return null;
  return (
    <Suspense>
      <ChooseVersions key={change.id} change={change} onLater={() => setLater((l) => [...l, change.id])} />
    </Suspense>
  );
}
