import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKinds } from '../../../shared/schemas/notifications.ts';

/**
 * One-click unsubscribe links in reminder emails work signed out, so they carry their own proof:
 * an HMAC of the user id and kind under the server's auth secret. A link stops one kind of email
 * for one person and nothing else; it does not expire (old emails keep working, RFC 8058).
 */
const sign = (secret: string, userId: string, kind: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${sign(secret, userId, kind)}`;
}

/** The user and kind a token names, or null when it was not signed by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [encodedUser, kind, signature] = token.split('.');
  if (!encodedUser || !kind || !signature) return null;
  if (!(notificationKinds as readonly string[]).includes(kind)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, userId, kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as NotificationKind };
}
