import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * Sonner (about 8 KiB Brotli) loads at the first toast, not with the app: most pages show none.
 * A toast made before its container mounts still shows, since the container replays active toasts.
 * A failed load (a deploy replaced the chunk) is forgotten, so the next toast tries again.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error) => {
      sonner = undefined;
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** For the container (components/ui/toaster.tsx): whether any toast was asked for yet. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => sonner !== undefined,
};

const show = (call: (toast: Sonner['toast']) => void) => {
  loadSonner().then(
    (m) => call(m.toast),
    (error) => console.warn('toast not shown', error),
  );
};

/** Sonner's `toast`, `toast.success` and `toast.error`, as the app uses them. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((t) => t(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => show((t) => t.success(message, data)),
    error: (message: Message, data?: ExternalToast) => show((t) => t.error(message, data)),
  },
);
