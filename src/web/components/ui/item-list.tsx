import type { ReactNode } from 'react';

/** A list of records, one list item each, keyed by the record's id (card grids, result lists). */
export function ItemList<T extends { id: string }>({
  items,
  label,
  className,
  itemClassName,
  children: renderItem,
}: {
  items: readonly T[];
  /** The list's accessible name, where the page has more than one list. */
  label?: string;
  className: string;
  /** `flex` lets each card fill its grid cell's height. */
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
