import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationLog, notificationSettings, pushSubscriptions } from '../../db/schema/index.ts';

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
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
      .returning({ id: pushSubscriptions.id })
  ).length > 0;

export async function pageOfLog(tx: Tx, userId: string, limit: number, after?: { at: Date; id: string }) {
  return tx
    .select()
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.userId, userId),
        after
          ? or(
              lt(notificationLog.sentAt, after.at),
              and(eq(notificationLog.sentAt, after.at), lt(notificationLog.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notificationLog.sentAt), desc(notificationLog.id))
    .limit(limit);
}
