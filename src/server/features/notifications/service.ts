import type { PageQuery } from '../../../shared/schemas/common.ts';
import type {
  KindSettings,
  NotificationKind,
  NotificationLogItem,
  NotificationSettings,
  NotificationSettingsUpdate,
  PushSubscriptionInput,
} from '../../../shared/schemas/notifications.ts';
import { defaultKindSettings, kindSettingsSchema } from '../../../shared/schemas/notifications.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { runAsUser } from '../../jobs/as-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  deletePushSubscription,
  findSettings,
  listPushSubscriptions,
  pageOfLog,
  profileEmail,
  profileTimeZone,
  upsertPushSubscription,
  upsertSettings,
} from './queries.ts';
import { checkHostResolves, checkUrlShape, UnsafeUrlError } from './safe-http.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { vapidKeys } from './vapid-keys.ts';

/** A person's stored settings, or the defaults; a stored row missing a newer kind gets its default. */
export function effectiveKinds(stored: KindSettings | undefined): KindSettings {
  const merged = { ...defaultKindSettings, ...(stored ?? {}) };
  const parsed = kindSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultKindSettings;
}

/** The profile's time zone (Settings, or synced from the browser). */
export async function timeZoneOf(tx: Tx, userId: string): Promise<string> {
  return (await profileTimeZone(tx, userId)) || 'UTC';
}

async function emailOf(tx: Tx, userId: string): Promise<string> {
  return (await profileEmail(tx, userId)) ?? '';
}

export async function getNotificationSettings(
  { tx, actor }: ServiceContext,
  config: Config,
): Promise<NotificationSettings> {
  const row = await findSettings(tx, actor.userId);
  return {
    kinds: effectiveKinds(row?.kinds),
    webhook_url: row?.webhookUrl ?? null,
    webhook_format: row?.webhookFormat ?? 'json',
    email: await emailOf(tx, actor.userId),
    time_zone: await timeZoneOf(tx, actor.userId),
    channels_available: { email: Boolean(config.smtpUrl), push: true, webhook: true },
    vapid_public_key: (await vapidKeys(config)).publicKey,
  };
}

const invalidField = (field: string, message: string) =>
  new AppError(400, 'invalid_request', `Invalid request body: ${field}: ${message}`, {
    fields: [{ field, message }],
  });

/**
 * Checks a URL a person gave for outbound calls before it is saved: http(s), and not this
 * server's network (the same checks run again at every send, on the address connected to).
 */
export async function checkOutboundUrl(raw: string, field: string, config: Config): Promise<void> {
  try {
    const url = checkUrlShape(raw, config.notifications.webhookAllowPrivate);
    await checkHostResolves(url, config.notifications.webhookAllowPrivate);
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw invalidField(field, err.message);
    throw err;
  }
}

/** Saves the person's changes; a webhook URL is checked (and resolved) before it is kept. */
export async function updateNotificationSettings(
  ctx: ServiceContext,
  config: Config,
  input: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const current = await findSettings(ctx.tx, ctx.actor.userId);
  const webhookUrl =
    input.webhook_url === undefined ? (current?.webhookUrl ?? null) : input.webhook_url || null;
  if (webhookUrl && webhookUrl !== current?.webhookUrl)
    await checkOutboundUrl(webhookUrl, 'webhook_url', config);
  const kinds = input.kinds ?? effectiveKinds(current?.kinds);
  const usesWebhook = Object.values(kinds).some((k) => k.enabled && k.channels.includes('webhook'));
  if (usesWebhook && !webhookUrl)
    throw invalidField('webhook_url', 'set a webhook URL before choosing the webhook channel');
  await upsertSettings(ctx.tx, {
    userId: ctx.actor.userId,
    kinds,
    webhookUrl,
    webhookFormat: input.webhook_format ?? current?.webhookFormat ?? 'json',
  });
  return getNotificationSettings(ctx, config);
}

const presentLog = (row: Awaited<ReturnType<typeof pageOfLog>>[number]): NotificationLogItem => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  channel: row.channel as NotificationLogItem['channel'],
  status: row.status as NotificationLogItem['status'],
  reason: row.reason,
  subject: row.subject,
  local_date: row.localDate,
  sent_at: row.sentAt.toISOString(),
});

export async function listNotificationLog({ tx, actor }: ServiceContext, query: PageQuery) {
  const rows = await pageOfLog(tx, actor.userId, query.limit + 1, decodeCursor(query.cursor));
  return toPage(rows, query.limit, presentLog, (r) => ({ at: r.sentAt, id: r.id }));
}

const presentSubscription = (row: { id: string; device: string | null; createdAt: Date }) => ({
  id: row.id,
  device: row.device,
  created_at: row.createdAt.toISOString(),
});

export async function listDevices({ tx, actor }: ServiceContext) {
  return (await listPushSubscriptions(tx, actor.userId)).map(presentSubscription);
}

export async function addPushSubscription(ctx: ServiceContext, config: Config, input: PushSubscriptionInput) {
  // The endpoint comes from the browser, but a person can send any URL: check it as a webhook's.
  await checkOutboundUrl(input.endpoint, 'endpoint', config);
  const row = await upsertPushSubscription(ctx.tx, {
    id: crypto.randomUUID(),
    userId: ctx.actor.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device: input.device || null,
  });
  return presentSubscription(row);
}

export async function removePushSubscription({ tx, actor }: ServiceContext, id: string) {
  if (!(await deletePushSubscription(tx, actor.userId, id))) throw notFound('Device');
}

/**
 * The one-click unsubscribe (signed out): stops email for one kind for the token's person, as that
 * person. False when the token was not signed by this server.
 */
export async function unsubscribeByToken(
  db: Db,
  secret: string,
  token: string,
): Promise<NotificationKind | null> {
  const target = readUnsubscribeToken(secret, token);
  if (!target) return null;
  await runAsUser(db, target.userId, async ({ tx, actor }) => {
    const current = await findSettings(tx, actor.userId);
    const kinds = effectiveKinds(current?.kinds);
    kinds[target.kind] = {
      ...kinds[target.kind],
      channels: kinds[target.kind].channels.filter((c) => c !== 'email'),
    };
    await upsertSettings(tx, {
      userId: actor.userId,
      kinds,
      webhookUrl: current?.webhookUrl ?? null,
      webhookFormat: current?.webhookFormat ?? 'json',
    });
  });
  return target.kind;
}
