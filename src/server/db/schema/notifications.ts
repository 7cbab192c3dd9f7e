import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { KindSettings } from '../../../shared/schemas/notifications.ts';
import { user } from './auth.ts';
import { createdAt, id, instant, ownedRecord, ownerId, parentId, timestamps } from './columns.ts';
import { ownedTable } from './rls.ts';

/** A person's reminder settings; no row means the defaults (shared/schemas/notifications.ts). */
export const notificationSettings = ownedTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    kinds: jsonb('kinds').$type<KindSettings>().notNull(),
    webhookUrl: text('webhook_url'),
    webhookFormat: text('webhook_format', { enum: ['json', 'ntfy'] })
      .notNull()
      .default('json'),
    ...timestamps(),
  },
  (t) => [check('notification_settings_webhook_format_check', sql`${t.webhookFormat} in ('json', 'ntfy')`)],
);

/** One browser or device that accepted web push (its PushSubscription's endpoint and keys). */
export const pushSubscriptions = ownedTable(
  'push_subscriptions',
  {
    ...ownedRecord(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    device: varchar('device', { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_user_endpoint_idx').on(t.userId, t.endpoint)],
);

/**
 * The scheduler's record that a reminder is due for a person on a local day: unique, so it is
 * dispatched once however many instances tick. Written by the app's own role only (no grant).
 */
export const notificationDispatches = pgTable(
  'notification_dispatches',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind').notNull(),
    localDate: date('local_date').notNull(),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_dispatches_once_idx').on(t.userId, t.kind, t.localDate),
    index('notification_dispatches_open_idx').on(t.createdAt).where(sql`completed_at IS NULL`),
    check(
      'notification_dispatches_kind_check',
      sql`${t.kind} in ('important_dates', 'keep_in_touch', 'journaling', 'weekly_digest')`,
    ),
  ],
).enableRLS();

/** What was sent to a person, on which channel, and whether it arrived; kept 90 days. */
export const notificationLog = ownedTable(
  'notification_log',
  {
    ...ownedRecord(),
    dispatchId: parentId('dispatch_id', () => notificationDispatches.id),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    subject: text('subject').notNull(),
    localDate: date('local_date').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_log_delivered_once_idx')
      .on(t.dispatchId, t.channel)
      .where(sql`status = 'delivered'`),
    index('notification_log_user_sent_idx').on(t.userId, t.sentAt.desc(), t.id.desc()),
    index('notification_log_sent_idx').on(t.sentAt),
    check('notification_log_channel_check', sql`${t.channel} in ('email', 'push', 'webhook')`),
    check('notification_log_status_check', sql`${t.status} in ('delivered', 'failed')`),
  ],
);
