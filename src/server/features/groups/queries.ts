import { and, type Column, desc, eq, getTableColumns, ilike, or, type Placeholder, sql } from 'drizzle-orm';
import { type GroupItemCounts, type GroupItemType, groupItemTypes } from '../../../shared/schemas/groups.ts';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, insertOneRow, ownRow, updateOwnRow } from '../../db/own-row.ts';
import { prepared } from '../../db/prepared.ts';
import { groupItemColumns, groupItems, groups } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export type GroupRow = typeof groups.$inferSelect;
export type LinkRow = typeof groupItems.$inferSelect;
export type CountedGroupRow = GroupRow & { counts: GroupItemCounts };

/** An ILIKE pattern matching `q` anywhere, with LIKE's own wildcards taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** `(at, id) < cursor` for a newest-first keyset page. */
export const olderThan = (at: Column, id: Column, c: PageCursor) =>
  sql`(${at}, ${id}) < (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;

/**
 * A group's item counts per type, as a JSON column of a statement that reads `groups`: a
 * correlated count on the (group, type, item) index, so a group and its counts are one round trip.
 */
function countsJson(userId: string | Placeholder) {
  const perType = groupItemTypes.map((type) => {
    const key = sql.raw(`'${type}'`);
    return sql`${key}, count(*) filter (where ${groupItems.itemType} = ${key})::int`;
  });
  const counts = sql`(select json_build_object(${sql.join(perType, sql`, `)}) from ${groupItems}
    where ${groupItems.userId} = ${userId} and ${groupItems.groupId} = ${groups.id})`;
  // Nested one level: in a one-table select drizzle writes a field's top-level columns by bare
  // name, and `id` would then name group_items' own.
  return sql<GroupItemCounts>`${counts}`;
}

/** Every column of a group and its item counts. */
const countedColumns = (userId: string | Placeholder) => ({
  ...getTableColumns(groups),
  counts: countsJson(userId),
});

/** The user's groups newest first with their counts, narrowed by a search over name and description. */
export function pageOfGroups(
  tx: Tx,
  userId: string,
  q: string | undefined,
  limit: number,
  after?: PageCursor,
): Promise<CountedGroupRow[]> {
  const search = q
    ? or(ilike(groups.name, containing(q)), ilike(groups.description, containing(q)))
    : undefined;
  return tx
    .select(countedColumns(userId))
    .from(groups)
    .where(
      and(
        eq(groups.userId, userId),
        search,
        after ? olderThan(groups.createdAt, groups.id, after) : undefined,
      ),
    )
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .limit(limit);
}

export async function findGroup(tx: Tx, userId: string, id: string): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(groups)
    .where(ownRow(groups, userId, id));
  return row;
}

/** The user's group `id` with its item counts, in one statement: prepared (db/prepared.ts), as every open of a group reads it. */
export async function findCountedGroup(
  tx: Tx,
  userId: string,
  id: string,
): Promise<CountedGroupRow | undefined> {
  const statement = prepared(tx, 'memento_counted_group', (on) => {
    const owner = sql.placeholder('userId');
    return on
      .select(countedColumns(owner))
      .from(groups)
      .where(ownRow(groups, owner, sql.placeholder('id')));
  });
  const [row] = await statement.execute({ userId, id });
  return row;
}

export const insertGroup = (tx: Tx, values: typeof groups.$inferInsert) =>
  insertOneRow(tx, groups, 'group', values);

export const updateGroupRow = (
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<Pick<typeof groups.$inferInsert, 'name' | 'description'>>,
) => updateOwnRow<typeof groups, GroupRow>(tx, groups, userId, id, fields, getTableColumns(groups));

/** Deletes the group; its links cascade, the linked items stay. */
export const deleteGroupRow = (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, groups, userId, id);

/** A page of a group's links, most recently added first, optionally of one type. */
export function pageOfLinks(
  tx: Tx,
  userId: string,
  groupId: string,
  type: GroupItemType | undefined,
  limit: number,
  after?: PageCursor,
): Promise<LinkRow[]> {
  return tx
    .select()
    .from(groupItems)
    .where(
      and(
        eq(groupItems.userId, userId),
        eq(groupItems.groupId, groupId),
        type ? eq(groupItems.itemType, type) : undefined,
        after ? olderThan(groupItems.createdAt, groupItems.id, after) : undefined,
      ),
    )
    .orderBy(desc(groupItems.createdAt), desc(groupItems.id))
    .limit(limit);
}

/** Links the item; undefined when it is already in the group (the unique key says so, no error). */
export async function insertLink(
  tx: Tx,
  link: { id: string; groupId: string; userId: string; itemType: GroupItemType; itemId: string },
): Promise<LinkRow | undefined> {
  const { itemType, itemId, ...values } = link;
  const [row] = await tx
    .insert(groupItems)
    .values({ ...values, [groupItemColumns[itemType]]: itemId })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function deleteLink(tx: Tx, userId: string, groupId: string, linkId: string): Promise<boolean> {
  const rows = await tx
    .delete(groupItems)
    .where(and(eq(groupItems.userId, userId), eq(groupItems.groupId, groupId), eq(groupItems.id, linkId)))
    .returning({ id: groupItems.id });
  return rows.length > 0;
}
