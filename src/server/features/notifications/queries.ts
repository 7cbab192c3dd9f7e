import { and, eq, sql } from 'drizzle-orm';
import type { KindSettings, NotificationChannel } from '../../../shared/schemas/notifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { newestOwnRows, ownRow } from '../../db/own-row.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  notificationDispatches,
  notificationLog,
  notificationSettings,
  pushSubscriptions,
} from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export const findSettings = async (tx: Tx, userId: string) =>
  (await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0];

export async function upsertSettings(
  tx: Tx,
  row: Pick<typeof notificationSettings.$inferInsert, 'userId' | 'kinds' | 'webhookUrl' | 'webhookFormat'>,
) {
  await tx
    .insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        kinds: row.kinds,
        webhookUrl: row.webhookUrl,
        webhookFormat: row.webhookFormat,
        updatedAt: sql`now()`,
      },
    });
}

export const listPushSubscriptions = (tx: Tx, userId: string) =>
  tx
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);

export async function upsertPushSubscription(tx: Tx, row: typeof pushSubscriptions.$inferInsert) {
  const [saved] = await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
      set: { p256dh: row.p256dh, auth: row.auth, device: row.device },
    })
    .returning();
  return saved as typeof pushSubscriptions.$inferSelect;
}

export const deletePushSubscription = async (tx: Tx, userId: string, id: string) =>
  (
    await tx
      .delete(pushSubscriptions)
      .where(ownRow(pushSubscriptions, userId, id))
      .returning({ id: pushSubscriptions.id })
  ).length > 0;

export const pageOfLog = (tx: Tx, userId: string, limit: number, after?: PageCursor) =>
  newestOwnRows(tx, notificationLog, notificationLog.sentAt, userId, limit, after);

/** The profile's time zone as stored (null when unset; undefined without a profile). */
export async function profileTimeZone(tx: Tx, userId: string): Promise<string | null | undefined> {
  const [row] = rowsOf<{ tz: string | null }>(
    await tx.execute(sql`select time_zone as tz from profiles where id = ${userId}`),
  );
  return row?.tz;
}

/** The profile's email (undefined without a profile). */
export async function profileEmail(tx: Tx, userId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ email: string }>(
    await tx.execute(sql`select email from profiles where id = ${userId}`),
  );
  return row?.email;
}

/** How many entries the user has on `localDate` in `timeZone`. */
export async function entriesOnLocalDay(
  tx: Tx,
  userId: string,
  timeZone: string,
  localDate: string,
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from entries
       where user_id = ${userId}
         and (occurred_at at time zone ${timeZone})::date = ${localDate}::date`),
  );
  return row?.n ?? 0;
}

/** Every profile with its reminder settings (null when never saved) and time zone: the scheduler's tick. */
export async function profilesWithSettings(db: Db) {
  return rowsOf<{ id: string; kinds: KindSettings | null; tz: string | null; created_at: Date | string }>(
    await db.execute(sql`
      select p.id, s.kinds, p.time_zone as tz, p.created_at
        from profiles p left join notification_settings s on s.user_id = p.id`),
  );
}

/** Records a dispatch of (person, kind, local day); its new id, or undefined when one was recorded already. */
export async function insertDispatch(
  db: Db,
  userId: string,
  kind: string,
  localDate: string,
): Promise<string | undefined> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into notification_dispatches (id, user_id, kind, local_date)
      values (${crypto.randomUUID()}, ${userId}, ${kind}, ${localDate})
      on conflict (user_id, kind, local_date) do nothing
      returning id`),
  );
  return rows[0]?.id;
}

/**
 * Dispatches recorded but not delivered after a few minutes: an instance died between recording
 * and enqueueing, or the delivery is still retrying. Enqueueing them again is safe (the job id is
 * the dispatch id).
 */
export async function openDispatches(db: Db, olderThan: Date): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from notification_dispatches
       where completed_at is null and created_at < ${olderThan.toISOString()}::timestamptz
         and created_at > ${olderThan.toISOString()}::timestamptz - interval '2 days'`),
  ).map((r) => r.id);
}

export const findDispatch = async (db: Db, id: string) =>
  (await db.select().from(notificationDispatches).where(eq(notificationDispatches.id, id)))[0];

export async function completeDispatch(db: Db, id: string) {
  await db
    .update(notificationDispatches)
    .set({ completedAt: sql`now()` })
    .where(eq(notificationDispatches.id, id));
}

/** Channels a dispatch already reached (an earlier attempt). */
export const deliveredChannels = (tx: Tx, dispatchId: string) =>
  tx
    .select({ channel: notificationLog.channel })
    .from(notificationLog)
    .where(and(eq(notificationLog.dispatchId, dispatchId), eq(notificationLog.status, 'delivered')));

export const insertLogLine = (
  tx: Tx,
  row: typeof notificationLog.$inferInsert & { channel: NotificationChannel },
) => tx.insert(notificationLog).values(row);

/** Removes dispatches and log lines older than `days` (the log goes with its dispatch: on delete cascade). */
export async function deleteOldNotifications(db: Db, days: number) {
  await db.execute(
    sql`delete from notification_dispatches where created_at < now() - make_interval(days => ${days})`,
  );
  await db.execute(sql`delete from notification_log where sent_at < now() - make_interval(days => ${days})`);
}
