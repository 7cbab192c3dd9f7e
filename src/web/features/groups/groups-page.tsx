import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { listGroups } from '../../api/groups.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useDebounced } from '../../layout/use-debounced.ts';
import { CreateGroupSheet } from './create-group-sheet.tsx';
import { GroupCard } from './group-card.tsx';

/** `/groups`: search, the create sheet and a grid of group cards (PRODUCT-SPEC 'Groups page'). */
export default function GroupsPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Groups"
        subtitle="Organize your data into meaningful collections"
        actions={<CreateGroupSheet />}
      />
      <SearchInput
        aria-label="Search groups"
        placeholder="Search groups..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mb-5 sm:max-w-sm"
      />
      <GroupGrid q={q} />
    </div>
  );
}

function GroupGrid({ q }: { q: string }) {
  const list = useInfiniteQuery({
    queryKey: queryKeys.groupList(q),
    queryFn: ({ pageParam }) => listGroups(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
  });
  if (list.isPending) return <LoadingState label="Loading groups..." />;
  if (list.isError) {
    return <LoadError title="Groups could not be loaded" error={list.error} onRetry={() => list.refetch()} />;
  }
  const groups = list.data.pages.flatMap((p) => p.items);
  if (groups.length === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title="No groups found"
        description={q ? 'Try a different search query' : 'Create your first group to get started'}
      />
    );
  }
  return (
    <>
      <ul aria-label="Groups" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
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
