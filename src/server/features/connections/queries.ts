import { and, asc, desc, eq, getTableColumns, ilike, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { ConnectionSort, ConnectionType } from '../../../shared/schemas/connections.ts';
import type { Tx } from '../../db/client.ts';
import { connections, entries, entryConnections, groupItems } from '../../db/schema/index.ts';

// The generated tsvector is for search only; never ship it with a row.
const { search: _search, ...connectionColumns } = getTableColumns(connections);
export type ConnectionRow = Omit<typeof connections.$inferSelect, 'search'>;
export interface ConnectionStats {
  activityCount: number;
  lastEntryAt: Date | null;
}
export type ListedConnection = ConnectionRow & ConnectionStats;

/** Where a page ended: the sort key of its last row and that row's id. */
export interface ListCursor {
  key: string | number | null;
  id: string;
}

export interface ConnectionFilter {
  q?: string;
  type?: ConnectionType;
}

/** How many entries link each connection (of `ids`, or all) and when the newest of them occurred. */
function statsQuery(tx: Tx, userId: string, ids?: string[]) {
  return tx
    .select({
      connectionId: entryConnections.connectionId,
      activityCount: sql<number>`count(*)::int`.as('activity_count'),
      lastEntryAt: sql<Date | string | null>`max(${entries.occurredAt})`.as('last_entry_at'),
    })
    .from(entryConnections)
    .innerJoin(entries, and(eq(entries.userId, userId), eq(entries.id, entryConnections.entryId)))
    .where(
      and(eq(entryConnections.userId, userId), ids ? inArray(entryConnections.connectionId, ids) : undefined),
    )
    .groupBy(entryConnections.connectionId);
}

// Aggregates come back as text from some drivers: normalise them here, once.
const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/** The activity count and newest entry date of each of `ids` (zero and null for unlinked ones). */
export async function statsFor(tx: Tx, userId: string, ids: string[]): Promise<Map<string, ConnectionStats>> {
  const map = new Map<string, ConnectionStats>();
  if (ids.length === 0) return map;
  for (const r of await statsQuery(tx, userId, ids))
    map.set(r.connectionId, { activityCount: r.activityCount, lastEntryAt: toDate(r.lastEntryAt) });
  return map;
}

const noStats: ConnectionStats = { activityCount: 0, lastEntryAt: null };
export const withStats = (rows: ConnectionRow[], stats: Map<string, ConnectionStats>): ListedConnection[] =>
  rows.map((r) => ({ ...r, ...(stats.get(r.id) ?? noStats) }));

function filterConditions(userId: string, f: ConnectionFilter): (SQL | undefined)[] {
  return [
    eq(connections.userId, userId),
    f.type ? eq(connections.type, f.type) : undefined,
    f.q ? ilike(connections.name, `%${f.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  ];
}

const lowerName = sql<string>`lower(${connections.name})`;

/** A page by name, A to Z whatever the case; counts are added for the page's rows only. */
async function pageByName(tx: Tx, userId: string, f: ConnectionFilter, limit: number, after?: ListCursor) {
  const rows = await tx
    .select(connectionColumns)
    .from(connections)
    .where(
      and(
        ...filterConditions(userId, f),
        after
          ? sql`(${lowerName}, ${connections.id}) > (${String(after.key)}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(lowerName), asc(connections.id))
    .limit(limit);
  return withStats(
    rows,
    await statsFor(
      tx,
      userId,
      rows.map((r) => r.id),
    ),
  );
}

/** A page by activity (most entries first) or recency (newest entry first); needs every count. */
async function pageByActivity(
  tx: Tx,
  userId: string,
  sort: 'recent' | 'activity',
  f: ConnectionFilter,
  limit: number,
  after?: ListCursor,
) {
  const stats = statsQuery(tx, userId).as('stats');
  const count = sql<number>`coalesce(${stats.activityCount}, 0)`;
  const last = sql`${stats.lastEntryAt}`;
  let keyset: SQL | undefined;
  if (after && sort === 'activity')
    keyset = sql`(${count}, ${connections.id}) < (${Number(after.key)}, ${after.id}::uuid)`;
  if (after && sort === 'recent')
    keyset =
      after.key === null
        ? sql`(${last} is null and ${connections.id} < ${after.id}::uuid)`
        : sql`(${last} is null or (${last}, ${connections.id}) < (${after.key}::timestamptz, ${after.id}::uuid))`;
  const rows = await tx
    .select({ ...connectionColumns, activityCount: count, lastEntryAt: stats.lastEntryAt })
    .from(connections)
    .leftJoin(stats, eq(stats.connectionId, connections.id))
    .where(and(...filterConditions(userId, f), keyset))
    .orderBy(...(sort === 'activity' ? [desc(count)] : [sql`${last} desc nulls last`]), desc(connections.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, lastEntryAt: toDate(r.lastEntryAt) }));
}

/** One page of the user's connections with their counts, in `sort` order, after `after`. */
export function pageOfConnections(
  tx: Tx,
  userId: string,
  sort: ConnectionSort,
  filter: ConnectionFilter,
  limit: number,
  after?: ListCursor,
): Promise<ListedConnection[]> {
  return sort === 'name'
    ? pageByName(tx, userId, filter, limit, after)
    : pageByActivity(tx, userId, sort, filter, limit, after);
}

/** The sort key of a row, for the cursor of the page it ends. */
export function sortKeyOf(sort: ConnectionSort, row: ListedConnection): string | number | null {
  if (sort === 'name') return row.name.toLowerCase();
  if (sort === 'activity') return row.activityCount;
  return row.lastEntryAt?.toISOString() ?? null;
}

export async function findConnection(tx: Tx, userId: string, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await tx
    .select(connectionColumns)
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.id, id)));
  return row;
}

/** Which of `ids` are connections the user owns (RLS hides the rest as well). */
export async function ownedConnectionIds(tx: Tx, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: connections.id })
    .from(connections)
    .where(and(eq(connections.userId, userId), inArray(connections.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertConnection(
  tx: Tx,
  values: typeof connections.$inferInsert,
): Promise<ConnectionRow> {
  const [row] = await tx.insert(connections).values(values).returning(connectionColumns);
  if (!row) throw new Error('connection insert returned no row');
  return row;
}

export async function updateConnectionRow(
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<typeof connections.$inferInsert>,
): Promise<ConnectionRow | undefined> {
  const [row] = await tx
    .update(connections)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(connections.userId, userId), eq(connections.id, id)))
    .returning(connectionColumns);
  return row;
}

/** Deletes the connection: its entry links, relations and image cascade; groups lose it; entries stay. */
export async function deleteConnectionRow(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(connections)
    .where(and(eq(connections.userId, userId), eq(connections.id, id)))
    .returning({ id: connections.id });
  if (rows.length === 0) return false;
  await tx
    .delete(groupItems)
    .where(
      and(eq(groupItems.userId, userId), eq(groupItems.itemType, 'connection'), eq(groupItems.itemId, id)),
    );
  return true;
}

/** Entries per local month ('YYYY-MM' in `tz`) over this month and the 11 before, for the timeline. */
export function monthlyActivity(tx: Tx, userId: string, id: string, tz: string) {
  const since = sql`((date_trunc('month', now() at time zone ${tz}) - interval '11 months') at time zone ${tz})`;
  const month = sql<string>`to_char(${entries.occurredAt} at time zone ${tz}, 'YYYY-MM')`;
  return (
    tx
      .select({ month, count: sql<number>`count(*)::int` })
      .from(entryConnections)
      .innerJoin(entries, and(eq(entries.userId, userId), eq(entries.id, entryConnections.entryId)))
      .where(
        and(
          eq(entryConnections.userId, userId),
          eq(entryConnections.connectionId, id),
          sql`${entries.occurredAt} >= ${since}`,
        ),
      )
      // By position: a repeated expression would carry its own time-zone parameter and not match.
      .groupBy(sql`1`)
  );
}

/** The connections most recently linked to an entry, most recent first. */
export function recentlyLinkedConnections(tx: Tx, userId: string, limit: number) {
  const lastLinked = max(entryConnections.createdAt);
  return tx
    .select({
      id: connections.id,
      name: connections.name,
      type: connections.type,
      imageUrl: connections.imageUrl,
    })
    .from(entryConnections)
    .innerJoin(connections, eq(connections.id, entryConnections.connectionId))
    .where(eq(entryConnections.userId, userId))
    .groupBy(connections.id)
    .orderBy(desc(lastLinked))
    .limit(limit);
}
