import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { groupQueries } from '../../api/groups.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
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
    ...groupQueries.list(q),
    placeholderData: (previous) => previous,
  });
  return (
    <PagedList
      query={list}
      loading="Loading groups..."
      errorTitle="Groups could not be loaded"
      empty={
        <EmptyState
          icon={FolderOpen}
          title="No groups found"
          description={q ? 'Try a different search query' : 'Create your first group to get started'}
        />
      }
    >
      {(groups) => (
        <ul aria-label="Groups" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
