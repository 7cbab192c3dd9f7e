/// <reference lib="webworker" />
// Web push from reminders (src/server/features/notifications/push-channel.ts): show the
// notification the server sent, and open its link when it is clicked.

declare const self: ServiceWorkerGlobalScope;

export {};

interface ReminderPush {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

function readPush(event: PushEvent): ReminderPush {
  try {
    const data = event.data?.json() as Partial<ReminderPush> | undefined;
    if (data?.title) return { title: data.title, body: data.body ?? '', url: data.url ?? '/', tag: data.tag };
  } catch {
    // A push without our JSON (a test from the browser's devtools): still show something.
  }
  return { title: 'Memento', body: event.data?.text() ?? '', url: '/' };
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  );
  // Only our own pages: a payload can never send the browser elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const existing = open.find((c) => new URL(c.url).origin === self.location.origin) as
        | WindowClient
        | undefined;
      if (existing) {
        await existing.navigate(url);
        await existing.focus();
      } else await self.clients.openWindow(url);
    })(),
  );
});
