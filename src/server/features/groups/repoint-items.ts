import { and, eq, sql } from 'drizzle-orm';
import type { GroupItemType } from '../../../shared/schemas/groups.ts';
import type { Tx } from '../../db/client.ts';
import { groupItemColumns, groupItems } from '../../db/schema/index.ts';

/**
 * Moves group memberships from one item to another of the same type (a tag or place merged into
 * another): each group that held `fromId` now holds `toId`, once. Memberships left on `fromId`
 * (groups that already held `toId`) go when the item itself is deleted (on delete cascade).
 */
export async function repointGroupItems(
  tx: Tx,
  userId: string,
  itemType: GroupItemType,
  fromId: string,
  toId: string,
): Promise<void> {
  await tx
    .update(groupItems)
    // item_id is generated from the item's own column (a real foreign key), so that column moves.
    .set({ [groupItemColumns[itemType]]: toId })
    .where(
      and(
        eq(groupItems.userId, userId),
        eq(groupItems.itemType, itemType),
        eq(groupItems.itemId, fromId),
        sql`not exists (select 1 from group_items g where g.group_id = ${groupItems.groupId}
          and g.item_type = ${itemType} and g.item_id = ${toId})`,
      ),
    );
}
