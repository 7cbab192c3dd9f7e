import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { EntryType } from '../../../shared/schemas/entries.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Tx } from '../../db/client.ts';
import { entries, entryConnections, entryTags } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';
import { entriesWithPhotos } from '../attachments/photo-queries.ts';
import { endOfLocalDay, startOfLocalDay } from '../calendar/local-day.ts';

// The generated tsvector is for search only; never ship it with a row.
const { search: _search, ...entryColumns } = getTableColumns(entries);
export type EntryRow = Omit<typeof entries.$inferSelect, 'search'>;

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

function filterConditions(tx: Tx, userId: string, f: EntryFilter): (SQL | undefined)[] {
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

/** Strictly after `cursor` in the newest-first order; a row comparison the (user, occurred_at, id) index serves. */
const olderThan = (cursor: PageCursor) =>
  sql`(${entries.occurredAt}, ${entries.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
const newerThan = (cursor: PageCursor) =>
  sql`(${entries.occurredAt}, ${entries.id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;

/** Newest first by occurred_at; `after` continues below the last row of the previous page. */
export function pageOfEntries(
  tx: Tx,
  userId: string,
  filter: EntryFilter,
  limit: number,
  after?: PageCursor,
): Promise<EntryRow[]> {
  return tx
    .select(entryColumns)
    .from(entries)
    .where(and(...filterConditions(tx, userId, filter), after ? olderThan(after) : undefined))
    .orderBy(desc(entries.occurredAt), desc(entries.id))
    .limit(limit);
}

export async function findEntry(tx: Tx, userId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select(entryColumns)
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.id, id)));
  return row;
}

/** The user's entries among `ids`, in no order. */
export function entryRowsByIds(tx: Tx, userId: string, ids: string[]): Promise<EntryRow[]> {
  return tx
    .select(entryColumns)
    .from(entries)
    .where(and(eq(entries.userId, userId), inArray(entries.id, ids)));
}

/** The ids of the entries just newer and just older than `at` in the list order. */
export async function neighbourIds(tx: Tx, userId: string, at: PageCursor) {
  const one = (where: SQL, order: SQL[]) =>
    tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.userId, userId), where))
      .orderBy(...order)
      .limit(1);
  const [newer] = await one(newerThan(at), [asc(entries.occurredAt), asc(entries.id)]);
  const [older] = await one(olderThan(at), [desc(entries.occurredAt), desc(entries.id)]);
  return { newerId: newer?.id ?? null, olderId: older?.id ?? null };
}

export async function insertEntry(tx: Tx, values: typeof entries.$inferInsert): Promise<EntryRow> {
  const [row] = await tx.insert(entries).values(values).returning(entryColumns);
  if (!row) throw new Error('entry insert returned no row');
  return row;
}

export async function updateEntryRow(
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<typeof entries.$inferInsert>,
): Promise<EntryRow | undefined> {
  const [row] = await tx
    .update(entries)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(entries.userId, userId), eq(entries.id, id)))
    .returning(entryColumns);
  return row;
}

/** Deletes the entry; its tag, connection and group links cascade. */
export async function deleteEntryRow(tx: Tx, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(entries)
    .where(and(eq(entries.userId, userId), eq(entries.id, id)))
    .returning({ id: entries.id });
  return deleted.length > 0;
}

/** The connections the entry links now. */
export async function linkedConnectionIds(tx: Tx, userId: string, entryId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: entryConnections.connectionId })
    .from(entryConnections)
    .where(and(eq(entryConnections.userId, userId), eq(entryConnections.entryId, entryId)));
  return rows.map((r) => r.id);
}

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
    .where(and(eq(entries.userId, userId), eq(entries.id, id)));
}
