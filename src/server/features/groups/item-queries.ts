import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type GroupItemType, PREVIEW_LENGTH } from '../../../shared/schemas/groups.ts';
import type { Tx } from '../../db/client.ts';
import {
  connections,
  entries,
  groupItemColumns,
  groupItems,
  locations,
  tags,
} from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';
import { containing, olderThan } from './queries.ts';

/** What the groups feature reads of each item type: its table and the columns a candidate shows. */
interface ItemSource {
  table: PgTable & { id: AnyPgColumn; userId: AnyPgColumn };
  title: AnyPgColumn;
  subtitle: AnyPgColumn | null;
  preview: AnyPgColumn | null;
  /** The list order, newest first: an entry's occurred_at, otherwise created_at. */
  at: AnyPgColumn;
  searched: AnyPgColumn[];
}

const sources: Record<GroupItemType, ItemSource> = {
  entry: {
    table: entries,
    title: entries.title,
    subtitle: entries.type,
    preview: entries.content,
    at: entries.occurredAt,
    searched: [entries.title, entries.content],
  },
  connection: {
    table: connections,
    title: connections.name,
    subtitle: connections.type,
    preview: connections.summaryText,
    at: connections.createdAt,
    searched: [connections.name, connections.summaryText],
  },
  tag: {
    table: tags,
    title: tags.name,
    subtitle: tags.type,
    preview: null,
    at: tags.createdAt,
    searched: [tags.name],
  },
  location: {
    table: locations,
    title: locations.label,
    subtitle: null,
    preview: null,
    at: locations.createdAt,
    searched: [locations.label],
  },
};

export interface CandidateRow {
  id: string;
  title: string;
  subtitle: string | null;
  /** One character more than the preview shows, so the presenter knows whether text was cut. */
  preview: string | null;
  at: Date;
}

/**
 * A page of the user's items of `type` that are not in the group yet, newest first, narrowed by a
 * case-insensitive substring search; the unique (group, type, item) index answers "not in it".
 */
export async function pageOfCandidates(
  tx: Tx,
  userId: string,
  groupId: string,
  type: GroupItemType,
  q: string | undefined,
  limit: number,
  after?: PageCursor,
): Promise<CandidateRow[]> {
  const s = sources[type];
  // OFFSET 0 keeps this a per-row probe of the unique (group, type, item) index. Flattened into
  // an anti-join, the planner (without statistics, as on PGlite) compares every item with every
  // member instead: seconds for a large group.
  const notInGroup = sql`not exists (select 1 from ${groupItems} where ${groupItems.groupId} = ${groupId} and ${groupItems.itemType} = ${type} and ${groupItems.itemId} = ${s.table.id} offset 0)`;
  const search: SQL | undefined = q ? or(...s.searched.map((col) => ilike(col, containing(q)))) : undefined;
  // The planner guesses a substring search matches almost nothing, so it would collect every entry
  // that matches and sort them; walking the newest-first entries index instead stops after one
  // page. Local to this transaction, which runs nothing after this query. The other types are
  // short lists without such an index: sorting them is right.
  if (type === 'entry') await tx.execute(sql`set local enable_sort = off`);
  return tx
    .select({
      id: sql<string>`${s.table.id}`,
      title: sql<string>`${s.title}`,
      subtitle: s.subtitle ? sql<string | null>`${s.subtitle}` : sql<null>`null`,
      preview: s.preview ? sql<string | null>`left(${s.preview}, ${PREVIEW_LENGTH + 1})` : sql<null>`null`,
      at: sql`${s.at}`.mapWith(s.at) as SQL<Date>,
    })
    .from(s.table)
    .where(
      and(
        eq(s.table.userId, userId),
        notInGroup,
        search,
        after ? olderThan(s.at, s.table.id, after) : undefined,
      ),
    )
    .orderBy(desc(s.at), desc(s.table.id))
    .limit(limit);
}

export function tagsByIds(tx: Tx, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: tags.id, name: tags.name, type: tags.type })
    .from(tags)
    .where(and(eq(tags.userId, userId), inArray(tags.id, ids)));
}

export function locationsByIds(tx: Tx, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: locations.id, label: locations.label, lat: locations.lat, lng: locations.lng })
    .from(locations)
    .where(and(eq(locations.userId, userId), inArray(locations.id, ids)));
}

/**
 * Moves group memberships from one item to another of the same type (a tag or place merged into
 * another): each group that held `fromId` now holds `toId`, once. Memberships left on `fromId`
 * (groups that already held `toId`) go when the item itself is deleted (on delete cascade).
 */
export async function repointItems(
  tx: Tx,
  userId: string,
  itemType: GroupItemType,
  fromId: string,
  toId: string,
): Promise<void> {
  await tx
    .update(groupItems)
    // item_id is generated from the item's own column (a real foreign key), so that column moves.
    .set({ [groupItemColumns[itemType]]: toId })
    .where(
      and(
        eq(groupItems.userId, userId),
        eq(groupItems.itemType, itemType),
        eq(groupItems.itemId, fromId),
        sql`not exists (select 1 from group_items g where g.group_id = ${groupItems.groupId}
          and g.item_type = ${itemType} and g.item_id = ${toId})`,
      ),
    );
}
