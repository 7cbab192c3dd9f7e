import { useInfiniteQuery } from '@tanstack/react-query';
import type { GroupItemType } from '../../../shared/schemas/groups.ts';
import type { GroupItem } from '../../api/groups.ts';
import { groupQueries } from '../../api/groups.ts';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { typeCopy } from './group-copy.ts';
import { GroupConnection, GroupEntry, GroupLocation, GroupTag } from './group-item-views.tsx';

/** Entries two to a row, connections three, tags and locations as chips (PRODUCT-SPEC 'Group detail'). */
const layouts: Record<GroupItemType, string> = {
  entry: 'grid gap-4 md:grid-cols-2',
  connection: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  tag: 'flex flex-wrap gap-2',
  location: 'flex flex-wrap gap-2',
};

function ItemView({ item }: { item: GroupItem }) {
  switch (item.item_type) {
    case 'entry':
      return <GroupEntry item={item} />;
    case 'connection':
      return <GroupConnection item={item} />;
    case 'tag':
      return <GroupTag item={item} />;
    default:
      return <GroupLocation item={item} />;
  }
}

/** The group's items of one type, most recently added first, a page at a time. */
export function GroupItemSection({ groupId, type }: { groupId: string; type: GroupItemType }) {
  const list = useInfiniteQuery(groupQueries.items(groupId, type));
  const { label } = typeCopy[type];
  return (
    <PagedList
      query={list}
      loading={
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner /> Loading {label.toLowerCase()}...
        </div>
      }
      errorTitle={`${label} could not be loaded`}
      // The tab says when there is nothing of this type; the list itself then shows nothing.
      empty={null}
    >
      {(items) => (
        <ul aria-label={label} className={layouts[type]}>
          {items.map((item) => (
            <li key={item.id} className={type === 'entry' || type === 'connection' ? 'flex' : 'max-w-full'}>
              <ItemView item={item} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
