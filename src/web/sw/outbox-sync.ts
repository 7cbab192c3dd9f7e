/// <reference lib="webworker" />
// Background Sync: the page registers a sync when it keeps a change offline; the browser fires it
// here once the network is back, and the open pages are told to send their outbox (the sending
// itself stays in the page, which owns the session and the upload code).
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../offline/outbox-tags.ts';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: OUTBOX_SYNC_MESSAGE });
    }),
  );
});
