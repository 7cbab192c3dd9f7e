import type { RecentConnection } from '../../../shared/schemas/meta.ts';
import type { Db } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { recentlyLinkedConnections } from './queries.ts';

/** The four connections most recently linked to an entry (the sidebar's Recent Connections). */
export async function recentConnections(db: Db, actor: Actor): Promise<RecentConnection[]> {
  const rows = await withUser(db, actor.userId, (tx) => recentlyLinkedConnections(tx, actor.userId, 4));
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type, image_url: r.imageUrl }));
}
