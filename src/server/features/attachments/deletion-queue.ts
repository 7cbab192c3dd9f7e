import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { claimDueDeletions, deleteDeletions, insertDeletion, postponeDeletion } from './deletion-queries.ts';
import type { AttachmentStore } from './store.ts';

/** At most this many attachments per S3 DeleteObjects call (three keys each, the API takes 1,000). */
const BATCH = 300;
/** Retries back off exponentially up to an hour. */
const backoffSeconds = (attempts: number) => Math.min(2 ** attempts * 5, 3600);

/**
 * Queues an attachment's objects for deletion outside a user transaction (an upload whose
 * transaction failed after the objects were written). Deleted rows are queued by a trigger.
 */
export async function queueDeletion(db: Db, ref: { userId: string; attachmentId: string }) {
  await insertDeletion(db, ref);
}

/**
 * Deletes the due objects of the outbox from the store, one batch per transaction. Rows are
 * claimed with SKIP LOCKED, so several app instances drain it side by side without doing the same
 * work twice; a failed batch stays queued with a later attempt time. Returns how many were removed.
 */
export async function drainDeletions(db: Db, store: AttachmentStore, logger: Logger): Promise<number> {
  let removed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await claimDueDeletions(tx, BATCH);
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.attachmentId);
      try {
        await store.removeAll(due);
        await deleteDeletions(tx, ids);
        return due.length;
      } catch (error) {
        logger.warn(
          { count: due.length, err: (error as Error).name },
          'attachment deletion failed; will retry',
        );
        for (const d of due)
          await postponeDeletion(tx, d.attachmentId, d.attempts + 1, backoffSeconds(d.attempts + 1));
        return -1;
      }
    });
    if (done <= 0) return removed;
    removed += done;
  }
}

/** Drains the outbox now and every `seconds`; the returned function stops it. Nothing to do for the database store. */
export function startDeletionSweeper(db: Db, store: AttachmentStore, seconds: number, logger: Logger) {
  if (store.kind === 'database') return () => {};
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    await drainDeletions(db, store, logger)
      .catch((error) => logger.warn({ err: (error as Error).name }, 'attachment sweeper failed'))
      .finally(() => {
        running = false;
      });
  };
  void sweep();
  const timer = setInterval(sweep, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
