import { blobBytes, insertBlob } from './queries.ts';
import type { AttachmentStore } from './store.ts';

/**
 * The default store: bytes in `attachment_blobs`, beside the rows that describe them. Works the
 * same on embedded PGlite and on PostgreSQL; several app instances share it and pg_dump backs it up.
 */
export const databaseStore: AttachmentStore = {
  kind: 'database',
  async put(tx, ref, bytes) {
    await insertBlob(tx, ref, bytes);
  },
  async get(tx, ref) {
    return blobBytes(tx, ref);
  },
  // Blob rows reference their attachment with ON DELETE CASCADE: nothing is left to remove.
  async removeAll() {},
};
