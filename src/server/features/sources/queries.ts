import { and, desc, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, ownRow } from '../../db/own-row.ts';
import { entries, sources } from '../../db/schema/index.ts';

export type SourceRow = typeof sources.$inferSelect & { entryCount: number };

// Joined, not a correlated subquery: Drizzle leaves columns unqualified in one-table selects.
const entryCount = sql<number>`count(${entries.sourceId})::int`;

/** The user's sources with how many entries cite each, newest first. */
export function sourcesWithCounts(tx: Tx, userId: string, where?: SQL): Promise<SourceRow[]> {
  return tx
    .select({ ...getTableColumns(sources), entryCount })
    .from(sources)
    .leftJoin(entries, and(eq(entries.userId, sources.userId), eq(entries.sourceId, sources.id)))
    .where(and(eq(sources.userId, userId), where))
    .groupBy(sources.id)
    .orderBy(desc(sources.createdAt), desc(sources.id));
}

export const textContains = (q: string) => ilike(sources.referenceText, `%${q.replace(/[\\%_]/g, '\\$&')}%`);
export const sourceIdIs = (id: string) => eq(sources.id, id);

export async function insertSource(tx: Tx, values: typeof sources.$inferInsert): Promise<void> {
  await tx.insert(sources).values(values);
}

export async function updateSourceRow(
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<Pick<typeof sources.$inferInsert, 'sourceType' | 'referenceText'>>,
): Promise<boolean> {
  const rows = await tx
    .update(sources)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownRow(sources, userId, id))
    .returning({ id: sources.id });
  return rows.length > 0;
}

/** Deletes the source; entries that cited it keep everything else (source_id is set null). */
export const deleteSourceRow = (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, sources, userId, id);
