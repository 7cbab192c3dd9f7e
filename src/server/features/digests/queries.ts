import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, ownRow } from '../../db/own-row.ts';
import { digests } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export type DigestRow = typeof digests.$inferSelect;

/** Newest first; `after` continues below the last row of the previous page. */
export function pageOfDigests(
  tx: Tx,
  userId: string,
  limit: number,
  after?: PageCursor,
): Promise<DigestRow[]> {
  return tx
    .select()
    .from(digests)
    .where(
      and(
        eq(digests.userId, userId),
        after
          ? sql`(${digests.createdAt}, ${digests.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(digests.createdAt), desc(digests.id))
    .limit(limit);
}

export async function findDigest(tx: Tx, userId: string, id: string): Promise<DigestRow | undefined> {
  const [row] = await tx
    .select()
    .from(digests)
    .where(ownRow(digests, userId, id));
  return row;
}

export async function insertDigest(tx: Tx, values: typeof digests.$inferInsert): Promise<DigestRow> {
  const [row] = await tx.insert(digests).values(values).returning();
  if (!row) throw new Error('digest insert returned no row');
  return row;
}

export const deleteDigestRow = (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, digests, userId, id);
