import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connections } from '../../db/schema/index.ts';

/** The columns of the ConnectionSummary read model; a query of another shape spreads them in. */
export const connectionSummaryColumns = {
  id: connections.id,
  name: connections.name,
  type: connections.type,
  imageUrl: connections.imageUrl,
};

/** ConnectionSummary's columns and the summary text (DescribedConnection). */
export const describedConnectionColumns = {
  ...connectionSummaryColumns,
  summaryText: connections.summaryText,
};

/** The user's connections with these ids (none for ids that are not theirs), in no order. */
export function describedConnectionRows(tx: Tx, userId: string, ids: string[]) {
  return tx
    .select(describedConnectionColumns)
    .from(connections)
    .where(and(eq(connections.userId, userId), inArray(connections.id, ids)));
}

/** The user's favourite connections by name. */
export function favoriteConnectionRows(tx: Tx, userId: string, limit: number) {
  return tx
    .select(describedConnectionColumns)
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.isFavorite, true)))
    .orderBy(asc(connections.name), asc(connections.id))
    .limit(limit);
}
