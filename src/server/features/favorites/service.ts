import type { Favorites } from '../../../shared/schemas/favorites.ts';
import type { Db } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { listEntries } from '../entries/service.ts';
import { favoriteConnections } from './queries.ts';

/** The caller's favourite entries (newest first) and connections (by name). */
export async function favorites(db: Db, actor: Actor, limit: number): Promise<Favorites> {
  const entries = await listEntries(db, actor, { limit, favorite: true, tz: 'UTC' });
  const connections = await withUser(db, actor.userId, (tx) => favoriteConnections(tx, actor.userId, limit));
  return {
    entries: entries.items,
    connections: connections.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      image_url: c.imageUrl,
      summary_text: c.summaryText,
    })),
  };
}
