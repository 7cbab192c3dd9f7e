import type {
  GroupCandidatePage,
  GroupCandidateQuery,
  GroupItem,
  GroupItemCreate,
  GroupItemListQuery,
  GroupItemPage,
} from '../../../shared/schemas/groups.ts';
import { requireOwned } from '../../db/require-owned.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageOfCandidates, repointItems } from './item-queries.ts';
import { presentCandidate } from './present.ts';
import { deleteLink, insertLink, pageOfLinks } from './queries.ts';
import { resolveLinks } from './resolve-items.ts';
import { requireGroup } from './service.ts';

/** A page of the group's items, most recently added first, each with the item itself. */
export async function listGroupItems(
  { tx, actor }: ServiceContext,
  groupId: string,
  query: GroupItemListQuery,
): Promise<GroupItemPage> {
  const after = decodeCursor(query.cursor);
  await requireGroup(tx, actor.userId, groupId);
  const links = await pageOfLinks(tx, actor.userId, groupId, query.type, query.limit + 1, after);
  const page = toPage(
    links,
    query.limit,
    (l) => l,
    (l) => ({ at: l.createdAt, id: l.id }),
  );
  return { items: await resolveLinks({ tx, actor }, page.items), next_cursor: page.next_cursor };
}

/**
 * Puts one of the actor's items into the group. 400 when the item is not theirs (or does not
 * exist), 409 when it is in the group already: never a second link.
 */
export async function addGroupItem(
  { tx, actor }: ServiceContext,
  groupId: string,
  input: GroupItemCreate,
): Promise<GroupItem> {
  const noun = input.item_type;
  await requireGroup(tx, actor.userId, groupId);
  await requireOwned({ tx, actor }, [{ field: 'item_id', kind: input.item_type, ids: [input.item_id] }]);
  const link = await insertLink(tx, {
    id: crypto.randomUUID(),
    groupId,
    userId: actor.userId,
    itemType: input.item_type,
    itemId: input.item_id,
  });
  if (!link) throw new AppError(409, 'conflict', `This ${noun} is already in the group`);
  const [item] = await resolveLinks({ tx, actor }, [link]);
  return item as GroupItem;
}

/** Takes an item out of the group by its link id; the item itself stays. */
export async function removeGroupItem(
  { tx, actor }: ServiceContext,
  groupId: string,
  linkId: string,
): Promise<void> {
  await requireGroup(tx, actor.userId, groupId);
  if (!(await deleteLink(tx, actor.userId, groupId, linkId))) throw notFound('Group item');
}

/** The actor's items of one type not yet in the group, newest first, searchable, a page at a time. */
export async function listGroupCandidates(
  { tx, actor }: ServiceContext,
  groupId: string,
  query: GroupCandidateQuery,
): Promise<GroupCandidatePage> {
  const after = decodeCursor(query.cursor);
  await requireGroup(tx, actor.userId, groupId);
  const rows = await pageOfCandidates(tx, actor.userId, groupId, query.type, query.q, query.limit + 1, after);
  return toPage(
    rows,
    query.limit,
    (r) => presentCandidate(query.type, r),
    (r) => ({ at: r.at, id: r.id }),
  );
}

/**
 * Moves group memberships from one item to another of the same type, for features that merge
 * their items (tags, places): each group that held `fromId` now holds `toId`, once.
 */
export const repointGroupItems = repointItems;
