import { desc, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connections, entryConnections } from '../../db/schema/index.ts';

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
