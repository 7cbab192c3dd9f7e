import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { type ConnectionFilters, listConnectionPage } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { ConnectionCard } from './connection-card.tsx';
import { connectionFilters } from './connection-display.ts';

function emptyCopy(filters: ConnectionFilters) {
  const noun = connectionFilters.find((f) => f.value === (filters.type ?? 'all'))?.noun ?? 'connections';
  if (filters.q) return { title: `No ${noun} match "${filters.q}"`, description: 'Try another name.' };
  return {
    title: `No ${noun} yet`,
    description:
      'Add the people, ideas and institutions that matter to you, then link them to your activities.',
  };
}

/** The paged grid of connection cards with its loading, error and per-filter empty states. */
export function ConnectionGrid({ filters }: { filters: ConnectionFilters }) {
  const list = useInfiniteQuery({
    queryKey: queryKeys.connectionList(filters),
    queryFn: ({ pageParam }) => listConnectionPage({ ...filters, limit: 24 }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  if (list.isPending) return <CardGridSkeleton label="Loading connections..." />;
  if (list.isError)
    return (
      <Alert tone="destructive" title="Connections could not be loaded">
        <p>{errorMessage(list.error)}</p>
        <Button size="sm" variant="outline" className="mt-2 self-start" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={Users}
        {...emptyCopy(filters)}
        action={
          <Button asChild>
            <Link to="/create-connection">
              <Plus aria-hidden /> New Connection
            </Link>
          </Button>
        }
      />
    );
  return (
    <>
      <ul aria-label="Connections" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((c) => (
          <li key={c.id} className="flex">
            <ConnectionCard connection={c} />
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
