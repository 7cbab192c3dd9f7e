import { type SQL, sql } from 'drizzle-orm';
import type { ConnectionGraph } from '../../../shared/schemas/connection-graph.ts';
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

const everyType = (types: ConnectionType[]) => connectionTypes.every((t) => types.includes(t));

const typeIn = (column: SQL, types: ConnectionType[]) =>
  sql`${column} in (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )})`;

/** Both ends of a pair (aliases `a` and `b` of connections) of the types, unless every type is asked for. */
const pairOfTypes = (userId: string, types: ConnectionType[], source: SQL, target: SQL) =>
  everyType(types)
    ? sql``
    : sql`join connections ca on ca.id = ${source} and ca.user_id = ${userId} and ${typeIn(sql`ca.type`, types)}
      join connections cb on cb.id = ${target} and cb.user_id = ${userId} and ${typeIn(sql`cb.type`, types)}`;

/** A node of the answer, and the answer's edges as positions in its nodes (decision 036). */
export type GraphNodeRow = ConnectionGraph['nodes'][number];

/** What one statement answers: nodes busiest first, edges as positions, relations as position pairs. */
export interface GraphRows {
  nodes: GraphNodeRow[];
  /** Pairs sharing entries, strongest first, among the nodes shown. */
  edges: Omit<ConnectionGraph['edges'], 'related'>;
  /** Explicit relations among the nodes shown, each pair once (they are stored both ways). */
  relations: [number, number][];
  truncated: boolean;
}

export interface GraphLimits {
  nodes: number;
  pairs: number;
}

/**
 * The answer, built by the database from `busiest(id, name, type, activity, position)` (one past
 * the node limit when there are more) and `strongest(source, target, weight, rank)` (likewise):
 * four JSON values in one row. As rows, 2,000 nodes and 8,000 pairs cost the server more to parse
 * (about 20 ms of CPU) than the database to find; JSON is parsed natively, and pairs leave as
 * positions, so the service only merges in the relations.
 */
const answer = (userId: string, { nodes, pairs }: GraphLimits) => sql`
  select
    (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'type', type, 'activity', activity)
        order by position), '[]') from busiest where position < ${nodes}) as nodes,
    (select json_build_object('source', coalesce(json_agg(s.position), '[]'),
        'target', coalesce(json_agg(t.position), '[]'), 'weight', coalesce(json_agg(p.weight), '[]'))
      from strongest p
      join busiest s on s.id = p.source and s.position < ${nodes}
      join busiest t on t.id = p.target and t.position < ${nodes}
      where p.rank <= ${pairs}) as edges,
    (select coalesce(json_agg(json_build_array(s.position, t.position)), '[]') from connection_relations r
      join busiest s on s.id = r.connection_id and s.position < ${nodes}
      join busiest t on t.id = r.related_id and t.position < ${nodes}
      where r.user_id = ${userId} and r.connection_id < r.related_id) as relations,
    (select count(*) from busiest) > ${nodes} or (select count(*) from strongest) > ${pairs} as truncated`;

/**
 * All time: the trigger-kept activity counts (connections.activity_count, migration 0012) and
 * pair weights (connection_pairs, 0032), each read in order up to its limit.
 */
const allTime = ({ userId, types }: GraphScope, limits: GraphLimits) => sql`
  with busiest as (
    select c.id, c.name, c.type, c.activity_count as activity,
      row_number() over (order by c.activity_count desc, c.id)::int - 1 as position
    from connections c where c.user_id = ${userId} and ${typeIn(sql`c.type`, types)}
    order by c.activity_count desc, c.id limit ${limits.nodes + 1}
  ),
  strongest as (
    select p.source, p.target, p.weight, row_number() over (order by p.weight desc, p.source, p.target)::int as rank
    from connection_pairs p ${pairOfTypes(userId, types, sql`p.source`, sql`p.target`)}
    where p.user_id = ${userId}
    order by p.weight desc, p.source, p.target limit ${limits.pairs + 1}
  )
  ${answer(userId, limits)}`;

/**
 * A range: its links, read once from entry_connection_times (the links with their entry's time,
 * migration 0035) as one index range, count the activity of each connection and, joined to
 * themselves by entry, the weight of each pair.
 */
const inRange = (
  { userId, types, range }: GraphScope & Required<Pick<GraphScope, 'range'>>,
  limits: GraphLimits,
) => sql`
  with links as materialized (
    select l.entry_id, l.connection_id from entry_connection_times l
    ${everyType(types) ? sql`` : sql`join connections c on c.id = l.connection_id and c.user_id = ${userId} and ${typeIn(sql`c.type`, types)}`}
    where l.user_id = ${userId}
      and l.occurred_at >= ${startOfLocalDay(range.from, range.tz)} and l.occurred_at < ${endOfLocalDay(range.to, range.tz)}
  ),
  counted as (
    select connection_id as id, count(*)::int as activity,
      row_number() over (order by count(*) desc, connection_id)::int - 1 as position
    from links group by connection_id
    order by activity desc, id limit ${limits.nodes + 1}
  ),
  busiest as (
    select c.id, c.name, c.type, n.activity, n.position
    from counted n join connections c on c.id = n.id and c.user_id = ${userId}
  ),
  strongest as (
    select a.connection_id as source, b.connection_id as target, count(*)::int as weight,
      row_number() over (order by count(*) desc, a.connection_id, b.connection_id)::int as rank
    from links a join links b on b.entry_id = a.entry_id and a.connection_id < b.connection_id
    group by 1, 2 order by weight desc, source, target limit ${limits.pairs + 1}
  )
  ${answer(userId, limits)}`;

/**
 * The busiest connections of the types (activity in the range, or of all time), the pairs of them
 * linked by the same entries (how many, strongest first) and the explicit relations among them:
 * one statement. Every table is filtered by the user explicitly: the row-level policy then
 * becomes one check per statement instead of one per joined row (thousands here).
 */
export async function graphRows(tx: Tx, scope: GraphScope, limits: GraphLimits): Promise<GraphRows> {
  const { range } = scope;
  const statement = range ? inRange({ ...scope, range }, limits) : allTime(scope, limits);
  return rowsOf<GraphRows>(await tx.execute(statement))[0] as GraphRows;
}
