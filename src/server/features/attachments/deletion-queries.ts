import { asc, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { attachmentDeletions } from '../../db/schema/index.ts';

// The attachment deletion outbox (deletion-queue.ts drains it); rows are also queued by a trigger.

/** Queues an attachment's objects for deletion, outside any user transaction. */
export async function insertDeletion(db: Db, ref: { userId: string; attachmentId: string }) {
  await db
    .insert(attachmentDeletions)
    .values({ attachmentId: ref.attachmentId, userId: ref.userId })
    .onConflictDoNothing();
}

/** Up to `limit` due rows, oldest first, claimed with SKIP LOCKED so instances drain side by side. */
export function claimDueDeletions(tx: Tx, limit: number) {
  return tx
    .select()
    .from(attachmentDeletions)
    .where(lte(attachmentDeletions.nextAttemptAt, new Date()))
    .orderBy(asc(attachmentDeletions.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Removes the rows of attachments whose objects are gone. */
export async function deleteDeletions(tx: Tx, attachmentIds: string[]) {
  await tx.delete(attachmentDeletions).where(inArray(attachmentDeletions.attachmentId, attachmentIds));
}

/** Counts a failed attempt and sets the next one `seconds` from now. */
export async function postponeDeletion(tx: Tx, attachmentId: string, attempts: number, seconds: number) {
  await tx
    .update(attachmentDeletions)
    .set({
      attempts,
      nextAttemptAt: sql`now() + make_interval(secs => ${seconds})`,
    })
    .where(inArray(attachmentDeletions.attachmentId, [attachmentId]));
}
