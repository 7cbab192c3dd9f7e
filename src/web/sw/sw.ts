/// <reference lib="webworker" />
// Memento's service worker, bundled by vite-plugin-pwa (injectManifest): it keeps this build's app
// shell and every lazy chunk, so the app opens and moves between pages without a network. API data
// is never cached here: the page keeps what it read in IndexedDB (src/web/offline/), which it can
// clear on sign-out and which Playwright's request routing still sees.
//
// Other features add their handlers as modules imported below (push notifications, shares).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './outbox-sync.ts';
import './push.ts';
import './share-target.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same index.html; the server's own paths (API, identity, files)
// must reach the server.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// A new version waits until the user chooses 'Reload' (src/web/pwa/update-prompt.tsx), so a page in
// the middle of something is never swapped under them.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open pages at once, so they work offline without a reload.
clientsClaim();
