import type { Favorites } from '../../../shared/schemas/favorites.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { listEntries } from '../entries/service.ts';
import { favoriteConnections } from './queries.ts';

/** The caller's favourite entries (newest first) and connections (by name). */
export async function favorites(ctx: ServiceContext, limit: number): Promise<Favorites> {
  const entries = await listEntries(ctx, { limit, favorite: true, tz: 'UTC' });
  const connections = await favoriteConnections(ctx.tx, ctx.actor.userId, limit);
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
