// The prerendered landing page's only script (docs/decisions/034): it starts the service worker as
// the app does (src/web/pwa/), so a visitor's next visits and offline use work as before. After the
// page has loaded, so the worker's precaching never competes with the page itself.
if ('serviceWorker' in navigator)
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {}));
