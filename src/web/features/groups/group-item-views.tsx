import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { GroupItem } from '../../api/groups.ts';
import { CardTitleLink, LinkedCard } from '../../components/ui/linked-card.tsx';
import { cn } from '../../lib/cn.ts';
import { connectionTypeIcons } from '../connections/connection-display.ts';
import { EntryCard } from '../entries/entry-card.tsx';
import { tagClasses } from '../entries/entry-display.ts';
import { itemTitle, RemoveItemButton } from './remove-item-button.tsx';

type Of<T extends GroupItem['item_type']> = Extract<GroupItem, { item_type: T }>;

const corner = 'absolute -top-2 -right-2 size-7 border bg-card shadow-sm';

/** An entry in the group: the same card as the Activities list, with a remove button on its corner. */
export function GroupEntry({ item }: { item: Of<'entry'> }) {
  return (
    <div className="relative flex w-full">
      <EntryCard entry={item.entry} />
      <RemoveItemButton item={item} className={cn(corner, 'z-20')} />
    </div>
  );
}

/** A connection in the group: picture or type icon, name, type and summary. */
export function GroupConnection({ item }: { item: Of<'connection'> }) {
  const c = item.connection;
  const Icon = connectionTypeIcons[c.type];
  return (
    <LinkedCard className="h-full w-full flex-row p-4">
      {c.image_url ? (
        <img src={c.image_url} alt="" className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <CardTitleLink to={`/connections/${c.id}`} className="truncate">
          {c.name}
        </CardTitleLink>
        <p className="text-xs text-muted-foreground capitalize">{c.type}</p>
        {c.summary_text && (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{c.summary_text}</p>
        )}
      </div>
      <RemoveItemButton item={item} className={cn(corner, 'z-20')} />
    </LinkedCard>
  );
}

const chip =
  'inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-sm font-medium';

/** A tag in the group as a chip that opens the Activities list filtered by it. */
export function GroupTag({ item }: { item: Of<'tag'> }) {
  return (
    <span className={cn(chip, tagClasses(item.tag))}>
      <Link to={`/dashboard?tag=${item.tag.id}`} className="truncate rounded-sm hover:underline">
        {item.tag.name}
      </Link>
      <RemoveItemButton item={item} className="size-6" />
    </span>
  );
}

export function GroupLocation({ item }: { item: Of<'location'> }) {
  return (
    <span className={cn(chip, 'bg-muted text-foreground border-transparent')}>
      <MapPin aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
      <span className="truncate">{itemTitle(item)}</span>
      <RemoveItemButton item={item} className="size-6" />
    </span>
  );
}
