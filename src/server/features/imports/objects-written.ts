import type { Db } from '../../db/client.ts';
import { queueDeletion } from '../attachments/deletion-queue.ts';
import type { AttachmentSetup } from '../attachments/service.ts';
import type { AttachmentStore } from '../attachments/store.ts';

/**
 * The files one batch of an import put in an object store (S3), which a rolled-back transaction
 * does not take back: what a unit that failed wrote is queued in the attachments' deletion outbox
 * (decision 019), as the upload route does for one file, unless a later unit of the batch
 * committed the same attachment (a failed batch's items are run again one by one with the same
 * prepared files, so the same object keys). The database store needs none of this: its bytes roll
 * back with the rows.
 */
export class ObjectsWritten {
  private readonly rolledBack = new Set<string>();
  private readonly committed = new Set<string>();

  constructor(private readonly setup: AttachmentSetup) {}

  /** The attachments as one unit uses them: each attachment it writes to S3 is noted in `written`. */
  forUnit(written: Set<string>): AttachmentSetup {
    const { store } = this.setup;
    if (store.kind !== 's3') return this.setup;
    const noting: AttachmentStore = {
      kind: store.kind,
      put(tx, ref, bytes, contentType) {
        written.add(ref.attachmentId);
        return store.put(tx, ref, bytes, contentType);
      },
      get: (tx, ref) => store.get(tx, ref),
      removeAll: (attachments) => store.removeAll(attachments),
    };
    return { ...this.setup, store: noting };
  }

  /** The unit that wrote `written` committed (true) or rolled back (false). */
  settled(written: ReadonlySet<string>, committed: boolean): void {
    for (const id of written) (committed ? this.committed : this.rolledBack).add(id);
  }

  /** Queues for deletion what only rolled-back units wrote. */
  async queueLeftovers(db: Db, userId: string): Promise<void> {
    for (const attachmentId of this.rolledBack)
      if (!this.committed.has(attachmentId)) await queueDeletion(db, { userId, attachmentId });
  }
}
