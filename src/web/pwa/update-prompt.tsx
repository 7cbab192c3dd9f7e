import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';

/** How often an open tab asks whether a new version was deployed (also when it comes back into view). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the service worker and, when a new version has been installed beside the running one,
 * offers 'A new version is ready · Reload'. Nothing reloads until the user chooses to: a form being
 * filled in stays as it is, and the editor keeps its draft in local storage across the reload.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [reloading, setReloading] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registered) => setRegistration(registered),
    onRegisterError: (error) => console.warn('service worker not registered', error?.name ?? error),
  });

  useEffect(() => {
    if (!registration) return;
    const check = () => {
      if (document.visibilityState === 'visible' && navigator.onLine)
        void registration.update().catch(() => {});
    };
    const timer = setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [registration]);

  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border bg-card p-3 pl-4 text-sm shadow-lg"
    >
      <RefreshCw aria-hidden className="size-4 shrink-0 text-primary" />
      <p className="flex-1">
        A new version is ready<span aria-hidden> · </span>
      </p>
      <Button
        size="sm"
        className="h-11 min-w-20 sm:h-9"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          // The waiting worker takes over, then the page reloads once it controls it. The plugin
          // reloads only a page that had a worker when it loaded: a first visit still open when a
          // new version lands would wait forever, so the page listens for the new controller itself.
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
            once: true,
          });
          void updateServiceWorker(true);
        }}
      >
        Reload
      </Button>
    </div>
  );
}
