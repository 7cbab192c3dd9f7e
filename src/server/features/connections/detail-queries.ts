import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ownRow } from '../../db/own-row.ts';
import { connections } from '../../db/schema/index.ts';
import { type ConnectionRow, connectionColumns, type MonthCounts, monthsJson } from './queries.ts';
import { type RelatedJson, relatedIdsJson, relatedJson } from './relation-queries.ts';

/** The connection's row with what its detail page shows beside it, read by one statement. */
export type ConnectionDetailRow = ConnectionRow & {
  relatedIds: string[];
  related: RelatedJson[];
  months: MonthCounts;
};

/**
 * Keeps the columns of correlated subqueries qualified: in a one-table select drizzle writes the
 * columns at a field's top level by bare name, which would turn `connection_id = connections.id`
 * into `connection_id = id`. Nested one level, a fragment is written as it is.
 */
const nested = <T>(field: SQL<T>) => sql<T>`${field}`;

/**
 * The connection with its related ids, related connections and a year of monthly counts, as JSON
 * columns of one statement: each a correlated lookup on the link tables' user-first indexes, so
 * the detail's own data costs one round trip.
 */
export async function findConnectionDetail(
  tx: Tx,
  userId: string,
  id: string,
  tz: string,
): Promise<ConnectionDetailRow | undefined> {
  const [row] = await tx
    .select({
      ...connectionColumns,
      relatedIds: nested(relatedIdsJson(userId)),
      related: nested(relatedJson(userId)),
      months: nested(monthsJson(userId, tz)),
    })
    .from(connections)
    .where(ownRow(connections, userId, id));
  return row;
}
