import type { NotificationMessage } from './message.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker's `push` handler shows: a title, a body and where a click goes. */
export function pushPayload(message: NotificationMessage): string {
  return JSON.stringify({
    title: message.title,
    body: message.body,
    url: message.url,
    tag: `${message.kind}:${message.localDate}`,
  });
}

/**
 * The encrypted Web Push request for one subscription (RFC 8291 aes128gcm, VAPID RFC 8292), built
 * by the `web-push` library. The request itself is sent through safe-http like a webhook: the
 * endpoint came from a browser, so it gets the same address checks.
 */
export async function pushRequest(
  subscription: StoredPushSubscription,
  payload: string,
  keys: VapidKeys,
  subject: string,
): Promise<{ endpoint: string; headers: Record<string, string>; body: Buffer }> {
  // Loaded on the first push, not at every start: with its ASN.1 and big-number code it was a tenth
  // of the server bundle.
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 3600,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  return { endpoint: details.endpoint, headers, body: details.body as Buffer };
}
