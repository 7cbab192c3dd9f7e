import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, toastsWanted } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Sonner's toast container, mounted (and its code fetched) at the first toast (lib/toast.ts). */
export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  if (!wanted) return null;
  return (
    <Suspense>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
