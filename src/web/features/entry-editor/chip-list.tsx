import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Picked items as removable chips; each remove button names what it removes. */
export function ChipList<T extends { id: string | null; name: string }>({
  items,
  label,
  onRemove,
  classFor,
  icon,
}: {
  items: T[];
  label: string;
  onRemove: (item: T) => void;
  classFor?: (item: T) => string;
  icon?: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item.id ?? item.name}
          className={cn(
            'inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-xs font-medium',
            classFor?.(item) ?? 'bg-muted border-transparent',
          )}
        >
          {icon?.(item)}
          <span className="truncate">{item.name}</span>
          {/* 44 px to a thumb on a phone; the negative margins keep the chip itself small. */}
          <button
            type="button"
            className="-my-2.5 -mr-2 flex size-11 cursor-pointer items-center justify-center rounded-full opacity-70 sm:m-0 sm:size-auto sm:p-0.5 hover:bg-black/10 hover:opacity-100 dark:hover:bg-white/10"
            aria-label={`Remove ${item.name}`}
            onClick={() => onRemove(item)}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
