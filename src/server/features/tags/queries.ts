import { and, asc, desc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, ownRow } from '../../db/own-row.ts';
import { entryTags, tags } from '../../db/schema/index.ts';

export type TagRow = Omit<typeof tags.$inferSelect, 'search'> & { entryCount: number };

// The generated tsvector serves search only.
const { search: _search, ...tagColumns } = getTableColumns(tags);
// Joined, not a correlated subquery: Drizzle leaves columns unqualified in one-table selects.
const entryCount = sql<number>`count(${entryTags.tagId})::int`;

/** The user's tags with how many entries carry each: emotions first, then by name. */
export function tagsWithCounts(tx: Tx, userId: string, where?: SQL): Promise<TagRow[]> {
  return tx
    .select({ ...tagColumns, entryCount })
    .from(tags)
    .leftJoin(entryTags, and(eq(entryTags.userId, tags.userId), eq(entryTags.tagId, tags.id)))
    .where(and(eq(tags.userId, userId), where))
    .groupBy(tags.id)
    .orderBy(desc(sql`${tags.type} = 'emotion'`), asc(sql`lower(${tags.name})`));
}

export const nameContains = (q: string) => ilike(tags.name, `%${q.replace(/[\\%_]/g, '\\$&')}%`);
export const tagIdIs = (id: string) => eq(tags.id, id);

export async function insertTags(tx: Tx, values: (typeof tags.$inferInsert)[]): Promise<string[]> {
  if (values.length === 0) return [];
  // Only the unique (user, lower(name)) index can conflict: an existing name is kept as it is.
  const rows = await tx.insert(tags).values(values).onConflictDoNothing().returning({ id: tags.id });
  return rows.map((r) => r.id);
}

export async function insertTag(tx: Tx, values: typeof tags.$inferInsert): Promise<void> {
  await tx.insert(tags).values(values);
}

export async function updateTagRow(
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<Pick<typeof tags.$inferInsert, 'name' | 'type'>>,
): Promise<boolean> {
  const rows = await tx
    .update(tags)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownRow(tags, userId, id))
    .returning({ id: tags.id });
  return rows.length > 0;
}

/** Deletes the tag: entries lose it (entry_tags cascades) and so do groups; the entries stay. */
export const deleteTagRow = (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, tags, userId, id);

/** Gives every entry tagged `fromId` the tag `toId` too (once); deleting `fromId` then drops the old links. */
export async function copyEntryTags(tx: Tx, userId: string, fromId: string, toId: string): Promise<void> {
  await tx.execute(sql`
    insert into entry_tags (entry_id, tag_id, user_id)
    select entry_id, ${toId}, user_id from entry_tags where user_id = ${userId} and tag_id = ${fromId}
    on conflict do nothing`);
}

/** The user's tags with these names, by lower-cased name. */
export async function tagIdsByLowerName(tx: Tx, userId: string, names: readonly string[]) {
  const lower = names.map((n) => n.toLowerCase());
  const rows = await tx
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.userId, userId), inArray(sql`lower(${tags.name})`, lower)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}
