import { type SQL, sql } from 'drizzle-orm';
import { type ConnectionType, connectionTypes } from '../../../shared/schemas/summaries.ts';
import type { Tx } from '../../db/client.ts';
import { endOfLocalDay, startOfLocalDay } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';

export interface GraphScope {
  userId: string;
  types: ConnectionType[];
  /** Local days and their zone; absent for all time. */
  range?: { from: string; to: string; tz: string };
}

const typeIn = (column: SQL, types: ConnectionType[]) =>
  sql`${column} in (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )})`;

const entryInRange = ({ userId, range }: GraphScope) =>
  range
    ? sql`join entries e on e.id = ec.entry_id and e.user_id = ${userId}
        and e.occurred_at >= ${startOfLocalDay(range.from, range.tz)} and e.occurred_at < ${endOfLocalDay(range.to, range.tz)}`
    : sql``;

export interface GraphNodeRow {
  id: string;
  name: string;
  type: ConnectionType;
  activity: number;
}

/** The busiest connections of the types: all of them for all time, those with entries in a range. */
export async function graphNodes(tx: Tx, scope: GraphScope, limit: number): Promise<GraphNodeRow[]> {
  const { userId, types } = scope;
  const result = scope.range
    ? await tx.execute(sql`select c.id, c.name, c.type, count(*)::int as activity
        from entry_connections ec ${entryInRange(scope)}
        join connections c on c.id = ec.connection_id and c.user_id = ${userId} and ${typeIn(sql`c.type`, types)}
        where ec.user_id = ${userId}
        group by c.id order by activity desc, c.id limit ${limit}`)
    : await tx.execute(sql`select c.id, c.name, c.type, c.activity_count as activity from connections c
        where c.user_id = ${userId} and ${typeIn(sql`c.type`, types)}
        order by c.activity_count desc, c.id limit ${limit}`);
  return rowsOf(result);
}

/** Both ends of a pair (aliases `a` and `b` of connections) of the types, unless every type is asked for. */
const pairOfTypes = (userId: string, types: ConnectionType[], source: SQL, target: SQL) =>
  connectionTypes.every((t) => types.includes(t))
    ? sql``
    : sql`join connections ca on ca.id = ${source} and ca.user_id = ${userId} and ${typeIn(sql`ca.type`, types)}
      join connections cb on cb.id = ${target} and cb.user_id = ${userId} and ${typeIn(sql`cb.type`, types)}`;

/**
 * Pairs of connections of the types linked by the same entries, with how many, strongest first.
 * For all time the pairs are kept by triggers (connection_pairs, migration 0032) and read from
 * their index; a range joins the links of its entries to themselves. Every table is filtered by
 * the user explicitly: the row-level policy then becomes one check per statement instead of one
 * per joined row (tens of thousands here).
 */
export async function coOccurrences(
  tx: Tx,
  scope: GraphScope,
  limit: number,
): Promise<{ source: string; target: string; weight: number }[]> {
  const { userId, types } = scope;
  const result = scope.range
    ? await tx.execute(sql`select ec.connection_id as source, b.connection_id as target, count(*)::int as weight
        from entry_connections ec
        join entry_connections b on b.entry_id = ec.entry_id and b.user_id = ${userId} and ec.connection_id < b.connection_id
        ${entryInRange(scope)}
        ${pairOfTypes(userId, types, sql`ec.connection_id`, sql`b.connection_id`)}
        where ec.user_id = ${userId}
        group by 1, 2 order by weight desc, 1, 2 limit ${limit}`)
    : await tx.execute(sql`select p.source, p.target, p.weight from connection_pairs p
        ${pairOfTypes(userId, types, sql`p.source`, sql`p.target`)}
        where p.user_id = ${userId}
        order by p.weight desc, p.source, p.target limit ${limit}`);
  return rowsOf(result);
}

/** Explicit relations, each pair once (they are stored both ways). */
export async function relationPairs(tx: Tx, userId: string): Promise<{ source: string; target: string }[]> {
  const result = await tx.execute(sql`select connection_id as source, related_id as target
    from connection_relations where user_id = ${userId} and connection_id < related_id`);
  return rowsOf(result);
}
