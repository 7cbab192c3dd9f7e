import { type AnyColumn, aliasedTable, and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
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

const related = aliasedTable(connections, 'related');

/** The connections related to `id`, by name, with what a small card shows. */
export function relatedConnections(tx: Tx, userId: string, id: string) {
  return tx
    .select({
      id: related.id,
      name: related.name,
      type: related.type,
      imageUrl: related.imageUrl,
      summaryText: related.summaryText,
    })
    .from(connectionRelations)
    .innerJoin(related, eq(related.id, connectionRelations.relatedId))
    .where(and(eq(connectionRelations.userId, userId), eq(connectionRelations.connectionId, id)))
    .orderBy(asc(sql`lower(${related.name})`));
}

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
