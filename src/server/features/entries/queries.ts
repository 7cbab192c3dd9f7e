import {
  aliasedTable,
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { EntryType } from '../../../shared/schemas/entries.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db, Tx } from '../../db/client.ts';
import { endOfLocalDay, startOfLocalDay } from '../../db/local-day.ts';
import { deleteOwnRow, ownRow, updateOwnRow } from '../../db/own-row.ts';
import { prepared } from '../../db/prepared.ts';
import {
  connections,
  entries,
  entryConnections,
  entryTags,
  locations,
  sources,
  tags,
} from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';
import { type AttachmentJson, attachmentsJsonOf } from '../attachments/entry-attachments.ts';
import { entriesWithPhotos } from '../attachments/photo-queries.ts';

// The generated tsvector is for search only; never ship it with a row.
const { search: _search, ...columns } = getTableColumns(entries);
/** Every column but the search vector: what a read of whole entry rows selects. */
export const entryColumns = columns;
export type EntryRow = Omit<typeof entries.$inferSelect, 'search'>;

/** An entry's relations as its own statement reads them (JSON columns, see `relationColumns`). */
export interface RelationsJson {
  tags: { id: string; name: string; type: 'theme' | 'topic' | 'emotion' }[];
  connections: {
    id: string;
    name: string;
    type: 'person' | 'idea' | 'institution';
    imageUrl: string | null;
  }[];
  location: { id: string; label: string; lat: number | null; lng: number | null } | null;
  source: { id: string; sourceType: 'note' | 'url'; referenceText: string } | null;
  attachments: AttachmentJson[];
}
export type EntryWithRelations = EntryRow & RelationsJson;

/**
 * The tags, connections, place, source and files of each entry read, as JSON columns of the same
 * statement: one round trip for a page. Each is a correlated lookup by the entry's id on the link
 * tables' indexes, so a page of twenty costs twenty small index scans, never a hash of every tag
 * or connection the person has.
 */
export const relationColumns = (userId: string | Placeholder) =>
  qualified({
    tags: sql<
      RelationsJson['tags']
    >`coalesce((select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'type', ${tags.type}) order by ${tags.name})
    from ${entryTags} join ${tags} on ${tags.id} = ${entryTags.tagId}
    where ${entryTags.userId} = ${userId} and ${entryTags.entryId} = ${entries.id}), '[]'::json)`,
    connections: sql<
      RelationsJson['connections']
    >`coalesce((select json_agg(json_build_object('id', ${connections.id}, 'name', ${connections.name}, 'type', ${connections.type}, 'imageUrl', ${connections.imageUrl}) order by ${connections.name})
    from ${entryConnections} join ${connections} on ${connections.id} = ${entryConnections.connectionId}
    where ${entryConnections.userId} = ${userId} and ${entryConnections.entryId} = ${entries.id}), '[]'::json)`,
    location: sql<
      RelationsJson['location']
    >`(select json_build_object('id', ${locations.id}, 'label', ${locations.label}, 'lat', ${locations.lat}, 'lng', ${locations.lng})
    from ${locations} where ${locations.userId} = ${userId} and ${locations.id} = ${entries.locationId})`,
    source: sql<
      RelationsJson['source']
    >`(select json_build_object('id', ${sources.id}, 'sourceType', ${sources.sourceType}, 'referenceText', ${sources.referenceText})
    from ${sources} where ${sources.userId} = ${userId} and ${sources.id} = ${entries.sourceId})`,
    attachments: attachmentsJsonOf(userId, entries.id),
  });

/**
 * Keeps the columns of correlated subqueries qualified: in a one-table select drizzle writes the
 * columns at a field's top level by bare name, which turns `entry_tags.entry_id = entries.id` into
 * an ambiguous `entry_id = id`. Nested one level, a fragment is written as it is.
 */
function qualified<T extends Record<string, SQL>>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`])) as T;
}

/** Entries by id with their relations, in one statement (after a write, or for a group's items). */
export function entriesWithRelations(tx: Tx, userId: string, ids: string[]): Promise<EntryWithRelations[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ ...entryColumns, ...relationColumns(userId) })
    .from(entries)
    .where(and(eq(entries.userId, userId), inArray(entries.id, ids)));
}

export interface EntryFilter {
  type?: EntryType;
  tagId?: string;
  connectionId?: string;
  /** Entries in the group, or linked to a connection, tag or place in it (a group-scoped digest). */
  groupId?: string;
  locationId?: string;
  favorite?: boolean;
  private?: boolean;
  /** Only entries holding a photo. */
  photos?: boolean;
  /** Local days in `tz`, both included. */
  fromDate?: string;
  toDate?: string;
  tz: string;
}

export function filterConditions(tx: Tx, userId: string, f: EntryFilter): (SQL | undefined)[] {
  const taggedWith = (tagId: string) =>
    tx
      .select({ id: entryTags.entryId })
      .from(entryTags)
      .where(and(eq(entryTags.userId, userId), eq(entryTags.tagId, tagId)));
  const linkedTo = (connectionId: string) =>
    tx
      .select({ id: entryConnections.entryId })
      .from(entryConnections)
      .where(and(eq(entryConnections.userId, userId), eq(entryConnections.connectionId, connectionId)));
  return [
    eq(entries.userId, userId),
    f.type ? eq(entries.type, f.type) : undefined,
    f.locationId ? eq(entries.locationId, f.locationId) : undefined,
    f.favorite === undefined ? undefined : eq(entries.isFavorite, f.favorite),
    f.private === undefined ? undefined : eq(entries.isPrivate, f.private),
    f.fromDate ? sql`${entries.occurredAt} >= ${startOfLocalDay(f.fromDate, f.tz)}` : undefined,
    f.toDate ? sql`${entries.occurredAt} < ${endOfLocalDay(f.toDate, f.tz)}` : undefined,
    f.tagId ? inArray(entries.id, taggedWith(f.tagId)) : undefined,
    f.connectionId ? inArray(entries.id, linkedTo(f.connectionId)) : undefined,
    f.groupId ? inGroup(userId, f.groupId) : undefined,
    f.photos ? inArray(entries.id, entriesWithPhotos(tx, userId)) : undefined,
  ];
}

/** Entries of a group: its entry items, and those linked to its connections, tags or places. */
function inGroup(userId: string, groupId: string): SQL {
  return sql`(${entries.id} in (
      select gi.entry_id from group_items gi
        where gi.user_id = ${userId} and gi.group_id = ${groupId} and gi.entry_id is not null
      union
      select ec.entry_id from group_items gi
        join entry_connections ec on ec.user_id = ${userId} and ec.connection_id = gi.connection_id
        where gi.user_id = ${userId} and gi.group_id = ${groupId}
      union
      select et.entry_id from group_items gi
        join entry_tags et on et.user_id = ${userId} and et.tag_id = gi.tag_id
        where gi.user_id = ${userId} and gi.group_id = ${groupId})
    or ${entries.locationId} in (
      select gi.location_id from group_items gi
        where gi.user_id = ${userId} and gi.group_id = ${groupId} and gi.location_id is not null))`;
}

/**
 * Strictly after the cursor's row (its `at` and `id`, values or placeholders) in the newest-first
 * order; a row comparison the (user, occurred_at, id) index serves.
 */
const olderThan = (at: string | Placeholder, id: string | Placeholder) =>
  sql`(${entries.occurredAt}, ${entries.id}) < (${at}::timestamptz, ${id}::uuid)`;

/** Whether the filter narrows nothing: the time zone alone only matters to the date bounds. */
const narrowsNothing = (filter: EntryFilter) =>
  Object.entries(filter).every(([key, value]) => key === 'tz' || value === undefined);

/** Newest first by occurred_at; `after` continues below the last row of the previous page. */
export function pageOfEntries(
  tx: Tx,
  userId: string,
  filter: EntryFilter,
  limit: number,
  after?: PageCursor,
): Promise<EntryWithRelations[]> {
  if (narrowsNothing(filter)) return wholeJournalPage(tx, userId, limit, after);
  return tx
    .select({ ...entryColumns, ...relationColumns(userId) })
    .from(entries)
    .where(
      and(
        ...filterConditions(tx, userId, filter),
        after ? olderThan(after.at.toISOString(), after.id) : undefined,
      ),
    )
    .orderBy(desc(entries.occurredAt), desc(entries.id))
    .limit(limit);
}

/** The unfiltered list's statement, first page or continued below a cursor, its values as placeholders. */
const wholeJournalStatement = (on: Db | Tx, continued: boolean) =>
  on
    .select({ ...entryColumns, ...relationColumns(sql.placeholder('userId')) })
    .from(entries)
    .where(
      and(
        eq(entries.userId, sql.placeholder('userId')),
        continued ? olderThan(sql.placeholder('at'), sql.placeholder('id')) : undefined,
      ),
    )
    .orderBy(desc(entries.occurredAt), desc(entries.id))
    .limit(sql.placeholder('limit'));

/**
 * A page of the whole journal, what every load of the journal and the dashboard reads: the same
 * statement as a filtered page, prepared (db/prepared.ts), because drizzle's building of its
 * relation columns cost a sixth of the request's CPU (docs/decisions/040-per-request-cpu.md).
 */
function wholeJournalPage(tx: Tx, userId: string, limit: number, after?: PageCursor) {
  if (!after) {
    return prepared(tx, 'memento_entries_page', (on) => wholeJournalStatement(on, false)).execute({
      userId,
      limit,
    });
  }
  return prepared(tx, 'memento_entries_page_after', (on) => wholeJournalStatement(on, true)).execute({
    userId,
    limit,
    at: after.at.toISOString(),
    id: after.id,
  });
}

/** The user's entries among `ids`, in no order. */
export function entryRowsByIds(tx: Tx, userId: string, ids: string[]): Promise<EntryRow[]> {
  return tx
    .select(entryColumns)
    .from(entries)
    .where(and(eq(entries.userId, userId), inArray(entries.id, ids)));
}

const neighbour = aliasedTable(entries, 'neighbour');

/**
 * The id of the entry just newer (or just older) than the row read, in the list order, as a
 * column of the same statement: the detail page's previous/next cost no round trip of their own.
 * A row comparison on (occurred_at, id) that the (user, occurred_at, id) index serves, one row read.
 */
const neighbourId = (userId: string | Placeholder, side: 'newer' | 'older') => {
  const [beyond, order] = side === 'newer' ? [sql.raw('>'), sql.raw('asc')] : [sql.raw('<'), sql.raw('desc')];
  // An aliased table renders as its alias alone: the FROM names the table, then the alias.
  return sql<string | null>`(select ${neighbour.id} from ${entries} as ${sql.identifier('neighbour')}
    where ${neighbour.userId} = ${userId}
      and (${neighbour.occurredAt}, ${neighbour.id}) ${beyond} (${entries.occurredAt}, ${entries.id})
    order by ${neighbour.occurredAt} ${order}, ${neighbour.id} ${order} limit 1)`;
};

/**
 * One entry with its relations and the ids of its newer and older neighbours, in one statement:
 * prepared (db/prepared.ts), as every open of an entry reads it, and every create and edit answers
 * with it (planning its relation columns anew took PostgreSQL 1.3 ms of a create's 5 in the
 * database; the neighbours are two one-row index probes).
 */
export async function findEntryWithNeighbours(tx: Tx, userId: string, id: string) {
  const statement = prepared(tx, 'memento_entry_with_neighbours', (on) => {
    const owner = sql.placeholder('userId');
    return on
      .select({
        ...entryColumns,
        ...relationColumns(owner),
        ...qualified({ newerId: neighbourId(owner, 'newer'), olderId: neighbourId(owner, 'older') }),
      })
      .from(entries)
      .where(ownRow(entries, owner, sql.placeholder('id')));
  });
  const [row] = await statement.execute({ userId, id });
  return row;
}

export const updateEntryRow = (
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<typeof entries.$inferInsert>,
) => updateOwnRow<typeof entries, EntryRow>(tx, entries, userId, id, fields, entryColumns);

/** Deletes the entry; its tag, connection and group links cascade. */
export const deleteEntryRow = (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, entries, userId, id);

/** Many entries and their tag links in two statements of one parameter each (imports). */
export async function insertEntriesWithTags(
  tx: Tx,
  rows: readonly (typeof entries.$inferInsert)[],
  links: readonly { entryId: string; tagId: string; userId: string }[],
): Promise<void> {
  await bulkInsert(tx, entries, rows);
  await bulkInsert(tx, entryTags, links, sql`on conflict do nothing`);
}

/** Sets an entry's content (an import rewriting its media references once the files exist). */
export async function setEntryContent(tx: Tx, userId: string, id: string, content: string): Promise<void> {
  await tx
    .update(entries)
    .set({ content })
    .where(ownRow(entries, userId, id));
}

/** Whether the actor has this entry (a light check before a write). */
export async function entryExists(tx: Tx, userId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(ownRow(entries, userId, id));
  return row !== undefined;
}
