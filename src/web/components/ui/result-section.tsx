import type { ReactNode } from 'react';
import { ItemList } from './item-list.tsx';

/**
 * A titled list on a results page (search, favorites): a section named by its heading, one item a
 * list item; nothing at all when there are no items.
 */
export function ResultSection<T extends { id: string }>({
  id,
  title,
  items,
  listClassName,
  itemClassName,
  children: renderItem,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  items: readonly T[];
  listClassName: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ItemList items={items} className={listClassName} itemClassName={itemClassName}>
        {renderItem}
      </ItemList>
    </section>
  );
}
