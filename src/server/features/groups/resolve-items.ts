import type { GroupItem, GroupItemType } from '../../../shared/schemas/groups.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { describedConnectionsByIds } from '../connections/summaries.ts';
import { entriesByIds } from '../entries/service.ts';
import { locationsByIds, tagsByIds } from './item-queries.ts';
import type { LinkRow } from './queries.ts';

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** The items behind a page of links, in the links' order: one lookup per type. */
export async function resolveLinks(ctx: ServiceContext, links: LinkRow[]): Promise<GroupItem[]> {
  const { tx } = ctx;
  const userId = ctx.actor.userId;
  const idsOf = (type: GroupItemType) => links.filter((l) => l.itemType === type).map((l) => l.itemId);
  // Entries and connections as their owners present them, so the web app shows the same cards.
  const entries = await entriesByIds(ctx, idsOf('entry'));
  const connections = await describedConnectionsByIds(ctx, idsOf('connection'));
  const tags = byId(await tagsByIds(tx, userId, idsOf('tag')));
  const locations = byId(await locationsByIds(tx, userId, idsOf('location')));

  const items: GroupItem[] = [];
  for (const link of links) {
    const base = {
      id: link.id,
      group_id: link.groupId,
      item_id: link.itemId,
      created_at: link.createdAt.toISOString(),
    };
    // A link whose item is gone (deleted outside the API) is skipped rather than shown broken.
    if (link.itemType === 'entry') {
      const entry = entries.get(link.itemId);
      if (entry) items.push({ ...base, item_type: 'entry', entry });
    } else if (link.itemType === 'connection') {
      const connection = connections.get(link.itemId);
      if (connection) items.push({ ...base, item_type: 'connection', connection });
    } else if (link.itemType === 'tag') {
      const tag = tags.get(link.itemId);
      if (tag) items.push({ ...base, item_type: 'tag', tag });
    } else {
      const location = locations.get(link.itemId);
      if (location) items.push({ ...base, item_type: 'location', location });
    }
  }
  return items;
}
