import {
  type AnyColumn,
  aliasedTable,
  and,
  eq,
  inArray,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connectionRelations, connections } from '../../db/schema/index.ts';

// Relations are stored in both directions, so reading one side is one indexed lookup.

/** The ids each of `ids` is related to. */
export async function relatedIdsOf(tx: Tx, userId: string, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await tx
    .select({ from: connectionRelations.connectionId, to: connectionRelations.relatedId })
    .from(connectionRelations)
    .where(and(eq(connectionRelations.userId, userId), inArray(connectionRelations.connectionId, ids)));
  for (const r of rows) map.set(r.from, [...(map.get(r.from) ?? []), r.to]);
  return map;
}

/**
 * Keeps the columns of correlated subqueries qualified: in a one-table select drizzle writes the
 * columns at a field's top level by bare name, which would turn `connection_id = connections.id`
 * into `connection_id = id`. Nested one level, a fragment is written as it is.
 */
export const nested = <T>(field: SQL<T>) => sql<T>`${field}`;

/** A related connection as the detail's JSON column carries it (DescribedConnection's row). */
export interface RelatedJson {
  id: string;
  name: string;
  type: 'person' | 'idea' | 'institution';
  imageUrl: string | null;
  summaryText: string | null;
}

/**
 * The ids a connection is related to, as a JSON column of a statement that reads `connections`:
 * the same lookup as relatedIdsOf, in the same (the index's) order, so the list and the detail agree.
 */
export const relatedIdsJson = (userId: string | Placeholder): SQL<string[]> =>
  sql<string[]>`coalesce((select json_agg(${connectionRelations.relatedId})
    from ${connectionRelations}
    where ${connectionRelations.userId} = ${userId} and ${connectionRelations.connectionId} = ${connections.id}), '[]'::json)`;

const related = aliasedTable(connections, 'related');

/**
 * The connections related to a connection, by name whatever the case, with what a small card
 * shows: a JSON column of a statement that reads `connections`. An aliased table renders as its
 * alias alone, so the FROM names the table, then the alias.
 */
export const relatedJson = (userId: string): SQL<RelatedJson[]> =>
  sql<RelatedJson[]>`coalesce((select json_agg(json_build_object('id', ${related.id}, 'name', ${related.name},
      'type', ${related.type}, 'imageUrl', ${related.imageUrl}, 'summaryText', ${related.summaryText})
      order by lower(${related.name}))
    from ${connectionRelations}
    join ${connections} as ${sql.identifier('related')} on ${related.id} = ${connectionRelations.relatedId}
    where ${connectionRelations.userId} = ${userId} and ${connectionRelations.connectionId} = ${connections.id}), '[]'::json)`;

/** Makes `id` related to exactly `relatedIds`, both ways: the other sides gain and lose it too. */
export async function setRelations(tx: Tx, userId: string, id: string, relatedIds: string[]) {
  const keep = (column: AnyColumn) => (relatedIds.length ? notInArray(column, relatedIds) : undefined);
  await tx
    .delete(connectionRelations)
    .where(
      and(
        eq(connectionRelations.userId, userId),
        or(
          and(eq(connectionRelations.connectionId, id), keep(connectionRelations.relatedId)),
          and(eq(connectionRelations.relatedId, id), keep(connectionRelations.connectionId)),
        ),
      ),
    );
  if (relatedIds.length === 0) return;
  await tx
    .insert(connectionRelations)
    .values(
      relatedIds.flatMap((other) => [
        { connectionId: id, relatedId: other, userId },
        { connectionId: other, relatedId: id, userId },
      ]),
    )
    .onConflictDoNothing();
}
