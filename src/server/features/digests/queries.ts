import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, findOwnRow, insertOneRow, newestOwnRows } from '../../db/own-row.ts';
import { digests } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export type DigestRow = typeof digests.$inferSelect;

/** Newest first; `after` continues below the last row of the previous page. */
export const pageOfDigests = (
  tx: Tx,
  userId: string,
  limit: number,
  after?: PageCursor,
): Promise<DigestRow[]> => newestOwnRows(tx, digests, digests.createdAt, userId, limit, after);

export const findDigest = (tx: Tx, userId: string, id: string): Promise<DigestRow | undefined> =>
  findOwnRow(tx, digests, userId, id);

export const insertDigest = (tx: Tx, values: typeof digests.$inferInsert): Promise<DigestRow> =>
  insertOneRow(tx, digests, 'digest', values);

export const deleteDigestRow = (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, digests, userId, id);
