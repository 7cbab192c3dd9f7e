import { useInfiniteQuery } from '@tanstack/react-query';
import type { GroupItem, GroupItemType } from '../../../shared/schemas/groups.ts';
import { listGroupItems } from '../../api/groups.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
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
  const list = useInfiniteQuery({
    queryKey: queryKeys.groupItems(groupId, type),
    queryFn: ({ pageParam }) => listGroupItems(groupId, type, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const { label } = typeCopy[type];
  if (list.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner /> Loading {label.toLowerCase()}...
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadError title={`${label} could not be loaded`} error={list.error} onRetry={() => list.refetch()} />
    );
  }
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <>
      <ul aria-label={label} className={layouts[type]}>
        {items.map((item) => (
          <li key={item.id} className={type === 'entry' || type === 'connection' ? 'flex' : 'max-w-full'}>
            <ItemView item={item} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => list.fetchNextPage()}
      />
    </>
  );
}
