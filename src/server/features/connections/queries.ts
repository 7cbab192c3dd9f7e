import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  max,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ConnectionSort, ConnectionType } from '../../../shared/schemas/connections.ts';
import { nextDueAt } from '../../../shared/schemas/keep-in-touch.ts';
import type { Db, Tx } from '../../db/client.ts';
import { deleteOwnRow, insertOneRow, ownRow, updateOwnRow } from '../../db/own-row.ts';
import { prepared } from '../../db/prepared.ts';
import { connections, entries, entryConnections } from '../../db/schema/index.ts';
import { nextDueSql } from './keep-in-touch-queries.ts';
import { nested, relatedIdsJson } from './relation-queries.ts';
import { connectionSummaryColumns } from './summary-queries.ts';

// The generated tsvector is for search only; never ship it with a row.
const { search: _search, ...columns } = getTableColumns(connections);
/** Every column but the search vector: what a read of whole connection rows selects. */
export const connectionColumns = columns;
export type ConnectionRow = Omit<typeof connections.$inferSelect, 'search'>;
export interface ConnectionStats {
  activityCount: number;
  lastEntryAt: Date | null;
}
export type ListedConnection = ConnectionRow & ConnectionStats;
/** A row of a page: with the ids it is related to, read by the page's own statement. */
export type PagedConnection = ListedConnection & { relatedIds: string[] };

/** Where a page ended: the sort key of its last row and that row's id. */
export interface ListCursor {
  key: string | number | null;
  id: string;
}

export interface ConnectionFilter {
  q?: string;
  type?: ConnectionType;
}

/**
 * The activity count and newest entry date of each of `ids` (zero and null for unlinked ones).
 * Rows read through this module carry them already; this is for a row read before its links changed.
 */
export async function statsFor(tx: Tx, userId: string, ids: string[]): Promise<Map<string, ConnectionStats>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: connections.id,
      activityCount: connections.activityCount,
      lastEntryAt: connections.lastEntryAt,
    })
    .from(connections)
    .where(and(eq(connections.userId, userId), inArray(connections.id, ids)));
  return new Map(rows.map(({ id, ...stats }) => [id, stats]));
}

/** When keeping in touch with the connection is next due (the JS twin of nextDueSql). */
export const nextDueOf = (row: ListedConnection) =>
  nextDueAt(row.keepInTouch, row.lastEntryAt ?? row.keepInTouchSince);

const noStats: ConnectionStats = { activityCount: 0, lastEntryAt: null };
export const withStats = (rows: ConnectionRow[], stats: Map<string, ConnectionStats>): ListedConnection[] =>
  rows.map((r) => ({ ...r, ...(stats.get(r.id) ?? noStats) }));

function filterConditions(userId: string | Placeholder, f: ConnectionFilter): (SQL | undefined)[] {
  return [
    eq(connections.userId, userId),
    f.type ? eq(connections.type, f.type) : undefined,
    f.q ? ilike(connections.name, `%${f.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  ];
}

const lowerName = sql<string>`lower(${connections.name})`;

/**
 * What a page selects: every column and the related ids as a JSON column (one round trip for the
 * page). With a LIMIT, PostgreSQL computes such a column after the sort, for the page's rows only.
 */
const pageColumns = (userId: string | Placeholder) => ({
  ...connectionColumns,
  relatedIds: nested(relatedIdsJson(userId)),
});

/** The statement of a page by name, A to Z whatever the case: its values, or placeholders for them. */
const byNameStatement = (
  on: Db | Tx,
  userId: string | Placeholder,
  where: SQL | undefined,
  limit: number | Placeholder,
) =>
  on
    .select(pageColumns(userId))
    .from(connections)
    .where(where)
    .orderBy(asc(lowerName), asc(connections.id))
    .limit(limit);

/**
 * A page by name. The first page of all the user's connections, what the Connections page opens
 * on, is prepared (db/prepared.ts).
 */
function pageByName(tx: Tx, userId: string, f: ConnectionFilter, limit: number, after?: ListCursor) {
  if (!after && !f.q && !f.type) {
    return prepared(tx, 'memento_connections_first_by_name', (on) => {
      const user = sql.placeholder('userId');
      return byNameStatement(on, user, and(...filterConditions(user, {})), sql.placeholder('limit'));
    }).execute({ userId, limit });
  }
  const keyset = after
    ? sql`(${lowerName}, ${connections.id}) > (${String(after.key)}, ${after.id}::uuid)`
    : undefined;
  return byNameStatement(tx, userId, and(...filterConditions(userId, f), keyset), limit);
}

/**
 * A page by activity (most entries first) or recency (newest entry first). Triggers keep both
 * columns, and connections_user_activity_idx and connections_user_last_entry_idx hold exactly
 * these orders (a plain DESC is NULLS FIRST), so a page reads its rows off an index.
 */
function pageByActivity(
  tx: Tx,
  userId: string,
  sort: 'recent' | 'activity',
  f: ConnectionFilter,
  limit: number,
  after?: ListCursor,
) {
  const { activityCount: count, lastEntryAt: last, id } = connections;
  let keyset: SQL | undefined;
  if (after && sort === 'activity')
    keyset = sql`(${count}, ${id}) < (${Number(after.key)}, ${after.id}::uuid)`;
  if (after && sort === 'recent')
    keyset =
      after.key === null
        ? sql`(${last} is null and ${id} < ${after.id}::uuid)`
        : sql`(${last} is null or (${last}, ${id}) < (${after.key}::timestamptz, ${after.id}::uuid))`;
  return tx
    .select(pageColumns(userId))
    .from(connections)
    .where(and(...filterConditions(userId, f), keyset))
    .orderBy(sort === 'activity' ? desc(count) : sql`${last} desc nulls last`, desc(id))
    .limit(limit);
}

/**
 * A page by keep-in-touch due date, soonest (most overdue) first; connections without a cadence
 * follow by id. 2,000 connections at most sort in memory: no index holds a computed date.
 */
function pageByDue(tx: Tx, userId: string, f: ConnectionFilter, limit: number, after?: ListCursor) {
  const { id } = connections;
  let keyset: SQL | undefined;
  if (after)
    keyset =
      after.key === null
        ? sql`(${nextDueSql} is null and ${id} > ${after.id}::uuid)`
        : sql`(${nextDueSql} is null or (${nextDueSql}, ${id}) > (${after.key}::timestamptz, ${after.id}::uuid))`;
  return tx
    .select(pageColumns(userId))
    .from(connections)
    .where(and(...filterConditions(userId, f), keyset))
    .orderBy(sql`${nextDueSql} asc nulls last`, asc(id))
    .limit(limit);
}

/** One page of the user's connections with their counts, in `sort` order, after `after`. */
export function pageOfConnections(
  tx: Tx,
  userId: string,
  sort: ConnectionSort,
  filter: ConnectionFilter,
  limit: number,
  after?: ListCursor,
): Promise<PagedConnection[]> {
  if (sort === 'name') return pageByName(tx, userId, filter, limit, after);
  if (sort === 'overdue') return pageByDue(tx, userId, filter, limit, after);
  return pageByActivity(tx, userId, sort, filter, limit, after);
}

/** The sort key of a row, for the cursor of the page it ends. */
export function sortKeyOf(sort: ConnectionSort, row: ListedConnection): string | number | null {
  if (sort === 'name') return row.name.toLowerCase();
  if (sort === 'activity') return row.activityCount;
  if (sort === 'overdue') return nextDueOf(row)?.toISOString() ?? null;
  return row.lastEntryAt?.toISOString() ?? null;
}

export async function findConnection(tx: Tx, userId: string, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await tx
    .select(connectionColumns)
    .from(connections)
    .where(ownRow(connections, userId, id));
  return row;
}

export const insertConnection = (tx: Tx, values: typeof connections.$inferInsert) =>
  insertOneRow<typeof connections, ConnectionRow>(tx, connections, 'connection', values, connectionColumns);

export const updateConnectionRow = (
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<typeof connections.$inferInsert>,
) => updateOwnRow<typeof connections, ConnectionRow>(tx, connections, userId, id, fields, connectionColumns);

/** Deletes the connection: its entry links, relations and image cascade; groups lose it; entries stay. */
export const deleteConnectionRow = (tx: Tx, userId: string, id: string) =>
  deleteOwnRow(tx, connections, userId, id);

/** A year of monthly counts as the detail's JSON column carries it, oldest month absent when empty. */
export type MonthCounts = { month: string; count: number }[];

/**
 * Entries per local month ('YYYY-MM' in `tz`) over this month and the 11 before, for the timeline:
 * a JSON column of a statement that reads `connections` (detail-queries.ts). Grouped by position:
 * a repeated expression would carry its own time-zone parameter and not match.
 */
export function monthsJson(userId: string, tz: string): SQL<MonthCounts> {
  const since = sql`((date_trunc('month', now() at time zone ${tz}) - interval '11 months') at time zone ${tz})`;
  return sql<MonthCounts>`coalesce((select json_agg(json_build_object('month', m.month, 'count', m.count))
    from (select to_char(${entries.occurredAt} at time zone ${tz}, 'YYYY-MM') as month, count(*)::int as count
      from ${entryConnections}
      join ${entries} on ${entries.userId} = ${userId} and ${entries.id} = ${entryConnections.entryId}
      where ${entryConnections.userId} = ${userId} and ${entryConnections.connectionId} = ${connections.id}
        and ${entries.occurredAt} >= ${since}
      group by 1) m), '[]'::json)`;
}

/** The connections most recently linked to an entry, most recent first. */
export function recentlyLinkedConnections(tx: Tx, userId: string, limit: number) {
  const lastLinked = max(entryConnections.createdAt);
  return tx
    .select(connectionSummaryColumns)
    .from(entryConnections)
    .innerJoin(connections, eq(connections.id, entryConnections.connectionId))
    .where(eq(entryConnections.userId, userId))
    .groupBy(connections.id)
    .orderBy(desc(lastLinked))
    .limit(limit);
}

/**
 * Locks the rows whose activity columns a save will change, in id order, in one statement:
 * every save then queues on the same rows in the same order instead of deadlocking. NO KEY
 * UPDATE is the lock the counter update itself takes, so foreign-key checks are not blocked.
 * `linkedTo`: also the connections that entry links now, read by the same statement.
 */
export async function lockActivityRows(
  tx: Tx,
  userId: string,
  ids: string[],
  linkedTo?: string,
): Promise<void> {
  if (ids.length === 0 && !linkedTo) return;
  const linked = linkedTo
    ? inArray(
        connections.id,
        tx
          .select({ id: entryConnections.connectionId })
          .from(entryConnections)
          .where(and(eq(entryConnections.userId, userId), eq(entryConnections.entryId, linkedTo))),
      )
    : undefined;
  await tx
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(eq(connections.userId, userId), or(ids.length ? inArray(connections.id, ids) : undefined, linked)),
    )
    .orderBy(asc(connections.id))
    .for('no key update');
}

/** The user's oldest person with this email (any case), else with this name (any case). */
export async function findPersonByEmailOrName(
  tx: Tx,
  userId: string,
  emails: readonly string[],
  name: string | null,
) {
  const lowerEmails = emails.map((e) => e.toLowerCase());
  const byEmail = lowerEmails.length
    ? sql`lower(${connections.contactInfo}->>'email') in (${sql.join(
        lowerEmails.map((e) => sql`${e}`),
        sql`, `,
      )})`
    : sql`false`;
  const byName = name ? sql`lower(${connections.name}) = ${name.toLowerCase()}` : sql`false`;
  const [row] = await tx
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.type, 'person'), or(byEmail, byName)))
    // An email match wins over a name match (a constant cannot be an ORDER BY term: only with emails).
    .orderBy(
      ...(lowerEmails.length ? [sql`(${byEmail}) desc`] : []),
      asc(connections.createdAt),
      asc(connections.id),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Every connection of the user, small columns only (a few thousand rows at most), by name. */
export function allConnectionNames(tx: Tx, userId: string) {
  return tx
    .select(connectionSummaryColumns)
    .from(connections)
    .where(eq(connections.userId, userId))
    .orderBy(asc(lowerName), asc(connections.id));
}
