import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connections } from '../../db/schema/index.ts';

/** The user's favourite connections by name. */
export function favoriteConnections(tx: Tx, userId: string, limit: number) {
  return tx
    .select({
      id: connections.id,
      name: connections.name,
      type: connections.type,
      imageUrl: connections.imageUrl,
      summaryText: connections.summaryText,
    })
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.isFavorite, true)))
    .orderBy(asc(connections.name), asc(connections.id))
    .limit(limit);
}
