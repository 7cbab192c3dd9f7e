import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entryTags, tags } from '../../db/schema/index.ts';
import { catalogQueries } from '../catalog/catalog-queries.ts';

export type TagRow = Omit<typeof tags.$inferSelect, 'search'> & { entryCount: number };

/** The user's tags with how many entries carry each (emotions first, then by name), and their writes. */
export const tagCatalog = catalogQueries<typeof tags, TagRow>({
  table: tags,
  text: tags.name,
  links: { table: entryTags, column: entryTags.tagId },
  order: [desc(sql`${tags.type} = 'emotion'`), asc(sql`lower(${tags.name})`)],
});

export async function insertTags(tx: Tx, values: (typeof tags.$inferInsert)[]): Promise<string[]> {
  if (values.length === 0) return [];
  // Only the unique (user, lower(name)) index can conflict: an existing name is kept as it is.
  const rows = await tx.insert(tags).values(values).onConflictDoNothing().returning({ id: tags.id });
  return rows.map((r) => r.id);
}

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
