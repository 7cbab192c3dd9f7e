import type { NotificationChannel, NotificationKind } from '../../../shared/schemas/notifications.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Transact } from '../../db/with-user.ts';
import { runAsUser } from '../../jobs/as-user.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createEngines } from '../ai/create-engine.ts';
import { generateDigest } from '../digests/service.ts';
import { composers } from './compose.ts';
import { reminderMail } from './email-channel.ts';
import type { NotificationMessage } from './message.ts';
import { pushPayload, pushRequest } from './push-channel.ts';
import {
  completeDispatch,
  deletePushSubscription,
  deliveredChannels,
  findDispatch,
  findSettings,
  insertLogLine,
  listPushSubscriptions,
  profileEmail,
} from './queries.ts';
import { safePost } from './safe-http.ts';
import { effectiveKinds, timeZoneOf } from './service.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { vapidKeys } from './vapid-keys.ts';
import { webhookRequest } from './webhook-channel.ts';

export interface DeliveryDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
}

/** A channel's failure: `reason` is shown in the person's log; `retry` says whether trying again may help. */
class ChannelFailure extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
  ) {
    super(reason);
  }
}

interface Recipient {
  email: string;
  webhookUrl: string | null;
  webhookFormat: 'json' | 'ntfy';
  channels: NotificationChannel[];
  message: NotificationMessage | null;
  delivered: Set<string>;
}

const httpFailure = (status: number, what: string) =>
  new ChannelFailure(`${what} answered HTTP ${status}`, status >= 500 || status === 429 || status === 408);

const networkFailure = (err: unknown, what: string) => {
  if (err instanceof ChannelFailure) return err;
  const name = (err as Error).name;
  if (name === 'UnsafeUrlError') return new ChannelFailure((err as Error).message, false);
  const code = (err as { code?: string }).code;
  return new ChannelFailure(`${what} could not be reached${code ? ` (${code})` : ''}`, true);
};

/**
 * Delivers one dispatch: composes the message as its person, sends it on each chosen channel not
 * yet delivered, and records each outcome in the person's log. A channel that fails in a way a
 * retry may fix makes the job throw (pg-boss retries it with backoff; channels already delivered
 * are skipped); on the last attempt the failure is logged and the dispatch closed.
 */
export async function deliverDispatch(
  deps: DeliveryDeps,
  dispatchId: string,
  lastAttempt: boolean,
): Promise<void> {
  const dispatch = await findDispatch(deps.db, dispatchId);
  if (!dispatch || dispatch.completedAt) return;
  const kind = dispatch.kind as NotificationKind;
  const transact: Transact = (work) => runAsUser(deps.db, dispatch.userId, work);
  const recipient = await prepare(deps, transact, dispatch, kind);
  // Test servers only: hold the delivery so a test can kill the instance mid-job.
  if (deps.config.testFaults.includes('reminder-delivery-stall')) {
    deps.logger.warn({ dispatchId }, 'reminder delivery held (test fault)');
    await new Promise((resolve) => setTimeout(resolve, 10 * 60_000));
  }
  const pending = recipient.message ? recipient.channels.filter((c) => !recipient.delivered.has(c)) : [];
  let retryLater = false;
  for (const channel of pending) {
    const message = recipient.message as NotificationMessage;
    try {
      await send(deps, transact, channel, recipient, message, dispatch.userId);
      await record(transact, dispatch, channel, message.title, 'delivered', null);
    } catch (err) {
      const failure = networkFailure(err, channel);
      deps.logger.warn({ dispatchId, channel, retry: failure.retry }, 'reminder channel failed');
      if (failure.retry && !lastAttempt) {
        retryLater = true;
        continue;
      }
      await record(transact, dispatch, channel, message.title, 'failed', failure.reason);
    }
  }
  if (retryLater) throw new Error(`dispatch ${dispatchId}: a channel failed; retrying`);
  await completeDispatch(deps.db, dispatchId);
}

async function prepare(
  deps: DeliveryDeps,
  transact: Transact,
  dispatch: { id: string; userId: string; localDate: string },
  kind: NotificationKind,
): Promise<Recipient> {
  const { userId, localDate } = dispatch;
  const base = await transact(async ({ tx }) => {
    const settings = await findSettings(tx, userId);
    const email = await profileEmail(tx, userId);
    // Channels this dispatch already reached (an earlier attempt): a retry skips them.
    const delivered = await deliveredChannels(tx, dispatch.id);
    return {
      setting: effectiveKinds(settings?.kinds)[kind],
      email: email ?? '',
      webhookUrl: settings?.webhookUrl ?? null,
      webhookFormat: settings?.webhookFormat ?? 'json',
      timeZone: await timeZoneOf(tx, userId),
      delivered: new Set(delivered.map((d) => d.channel)),
    };
  });
  const composer = composers[kind];
  const message = composer
    ? await composer({
        transact,
        baseUrl: deps.config.baseUrl,
        userId,
        localDate,
        now: new Date(),
        timeZone: base.timeZone,
        setting: base.setting,
        generateWeeklyDigest: () => weeklyDigest(deps, transact, localDate, base.timeZone),
      })
    : null;
  return {
    email: base.email,
    webhookUrl: base.webhookUrl,
    webhookFormat: base.webhookFormat,
    channels: base.setting.enabled ? base.setting.channels : [],
    message,
    delivered: base.delivered,
  };
}

async function weeklyDigest(deps: DeliveryDeps, transact: Transact, localDate: string, timeZone: string) {
  const title = `Week to ${localDate}`;
  const digest = await generateDigest(
    transact,
    createEngines(deps.config.ai),
    { title, range: 'week', tz: timeZone },
    { requestId: `reminder-${localDate}`, log: deps.logger },
  );
  const entryCount = digest.cited_entries?.length ?? 0;
  return { id: digest.id, title, entryCount };
}

async function send(
  deps: DeliveryDeps,
  transact: Transact,
  channel: NotificationChannel,
  recipient: Recipient,
  message: NotificationMessage,
  userId: string,
): Promise<void> {
  const { config } = deps;
  if (channel === 'email') {
    if (!config.smtpUrl) throw new ChannelFailure('This server has no mail server set up (SMTP_URL)', false);
    if (!recipient.email) throw new ChannelFailure('The account has no email address', false);
    const token = unsubscribeToken(config.authSecret, userId, message.kind);
    const unsubscribeUrl = `${config.baseUrl}/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    try {
      await deps.mailer(reminderMail(recipient.email, message, unsubscribeUrl));
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      // A permanent SMTP refusal (5xx) will not change on a retry; a connection problem may.
      if (code && code >= 500)
        throw new ChannelFailure(`The mail server refused the message (${code})`, false);
      throw new ChannelFailure('The mail server could not be reached', true);
    }
    return;
  }
  if (channel === 'webhook') {
    if (!recipient.webhookUrl) throw new ChannelFailure('No webhook URL is set', false);
    const request = webhookRequest(message, recipient.webhookFormat);
    const response = await safePost(recipient.webhookUrl, request.body, request.headers, {
      allowPrivate: config.notifications.webhookAllowPrivate,
      timeoutMs: config.notifications.webhookTimeoutMs,
    }).catch((err) => {
      throw networkFailure(err, 'The webhook');
    });
    if (response.status < 200 || response.status >= 300) throw httpFailure(response.status, 'The webhook');
    return;
  }
  await sendPush(deps, transact, message, userId);
}

/** Push to every device of the person; a device the push service no longer knows (404/410) is removed. */
async function sendPush(
  deps: DeliveryDeps,
  transact: Transact,
  message: NotificationMessage,
  userId: string,
) {
  const subscriptions = await transact(({ tx }) => listPushSubscriptions(tx, userId));
  if (subscriptions.length === 0) throw new ChannelFailure('No device is subscribed to push', false);
  const keys = await vapidKeys(deps.config);
  const payload = pushPayload(message);
  let delivered = 0;
  let lastFailure: ChannelFailure | undefined;
  for (const sub of subscriptions) {
    const request = await pushRequest(sub, payload, keys, `mailto:${deps.config.contactEmail}`);
    try {
      const response = await safePost(request.endpoint, request.body, request.headers, {
        allowPrivate: deps.config.notifications.webhookAllowPrivate,
        timeoutMs: deps.config.notifications.webhookTimeoutMs,
      });
      if (response.status === 404 || response.status === 410) {
        await transact(({ tx }) => deletePushSubscription(tx, userId, sub.id));
        lastFailure = new ChannelFailure('A device’s push subscription expired and was removed', false);
      } else if (response.status >= 200 && response.status < 300) delivered += 1;
      else lastFailure = httpFailure(response.status, 'The push service');
    } catch (err) {
      lastFailure = networkFailure(err, 'The push service');
    }
  }
  if (delivered === 0) throw lastFailure ?? new ChannelFailure('No device accepted the notification', false);
}

async function record(
  transact: Transact,
  dispatch: { id: string; userId: string; kind: string; localDate: string },
  channel: NotificationChannel,
  subject: string,
  status: 'delivered' | 'failed',
  reason: string | null,
) {
  await transact(({ tx }) =>
    insertLogLine(tx, {
      id: crypto.randomUUID(),
      userId: dispatch.userId,
      dispatchId: dispatch.id,
      kind: dispatch.kind,
      channel,
      status,
      reason,
      subject,
      localDate: dispatch.localDate,
    }),
  );
}
