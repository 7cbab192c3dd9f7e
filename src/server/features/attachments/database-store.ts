import { and, eq } from 'drizzle-orm';
import { attachmentBlobs } from '../../db/schema/index.ts';
import type { AttachmentStore } from './store.ts';

/**
 * The default store: bytes in `attachment_blobs`, beside the rows that describe them. Works the
 * same on embedded PGlite and on PostgreSQL; several app instances share it and pg_dump backs it up.
 */
export const databaseStore: AttachmentStore = {
  kind: 'database',
  async put(tx, ref, bytes) {
    await tx.insert(attachmentBlobs).values({ ...ref, bytes });
  },
  async get(tx, ref) {
    const [row] = await tx
      .select({ bytes: attachmentBlobs.bytes })
      .from(attachmentBlobs)
      .where(
        and(
          eq(attachmentBlobs.userId, ref.userId),
          eq(attachmentBlobs.attachmentId, ref.attachmentId),
          eq(attachmentBlobs.variant, ref.variant),
        ),
      );
    return row?.bytes ?? null;
  },
  // Blob rows reference their attachment with ON DELETE CASCADE: nothing is left to remove.
  async removeAll() {},
};
