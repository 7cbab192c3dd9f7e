import type { GroupItem, GroupItemType } from '../../../shared/schemas/groups.ts';
import type { Tx } from '../../db/client.ts';
import { presentEntry } from '../entries/present.ts';
import { loadRelations } from '../entries/relations.ts';
import { connectionsByIds, entriesByIds, locationsByIds, tagsByIds } from './item-queries.ts';
import type { LinkRow } from './queries.ts';

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The items behind a page of links, in the links' order: one lookup per type. Entries are presented
 * exactly as the entries API presents them, so the web app shows them with the same card.
 */
export async function resolveLinks(tx: Tx, userId: string, links: LinkRow[]): Promise<GroupItem[]> {
  const idsOf = (type: GroupItemType) => links.filter((l) => l.itemType === type).map((l) => l.itemId);
  const entryRows = await entriesByIds(tx, userId, idsOf('entry'));
  const relationsOf = await loadRelations(tx, userId, entryRows);
  const entries = new Map(entryRows.map((row) => [row.id, presentEntry(row, relationsOf(row))]));
  const connections = byId(await connectionsByIds(tx, userId, idsOf('connection')));
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
