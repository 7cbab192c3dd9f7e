import { X } from 'lucide-react';
import type { GroupItem } from '../../api/groups.ts';
import { cn } from '../../lib/cn.ts';
import { useRemoveGroupItem } from './use-group-mutations.ts';

/** The name a user knows an item by. */
export function itemTitle(item: GroupItem): string {
  if (item.item_type === 'entry') return item.entry.title;
  if (item.item_type === 'connection') return item.connection.name;
  if (item.item_type === 'tag') return item.tag.name;
  // The contract marks the location nullable (its schema is shared with entries), though a group's never is.
  return item.location?.label ?? '';
}

/** Takes one item out of the group (the item itself stays); sits above the card's own link. */
export function RemoveItemButton({ item, className }: { item: GroupItem; className?: string }) {
  const remove = useRemoveGroupItem(item.group_id);
  const title = itemTitle(item);
  return (
    <button
      type="button"
      aria-label={`Remove ${title} from group`}
      title="Remove from group"
      disabled={remove.isPending}
      onClick={() => remove.mutate({ linkId: item.id, type: item.item_type, title })}
      className={cn(
        'relative z-10 inline-flex cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-destructive/10 hover:text-destructive disabled:opacity-50',
        className,
      )}
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}
