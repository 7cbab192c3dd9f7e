import type { Favorites } from '../../../shared/schemas/favorites.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { favoriteConnections } from '../connections/summaries.ts';
import { listEntries } from '../entries/service.ts';

/** The caller's favourite entries (newest first) and connections (by name). */
export async function favorites(ctx: ServiceContext, limit: number): Promise<Favorites> {
  const entries = await listEntries(ctx, { limit, favorite: true, tz: 'UTC' });
  return { entries: entries.items, connections: await favoriteConnections(ctx, limit) };
}
