import { useInfiniteQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/http.ts';
import { type EntryFilters, listEntries } from '../../api/journal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { EntryCard } from './entry-card.tsx';

export interface EmptyCopy {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}

/** A paged two-column grid of entry cards for any filter, with its loading, error and empty states. */
export function EntryGrid({
  filters,
  empty,
  columns = 2,
}: {
  filters: EntryFilters;
  empty: EmptyCopy;
  /** Two on wide screens (the Activities list); one where the grid sits in a narrow column. */
  columns?: 1 | 2;
}) {
  const list = useInfiniteQuery({
    queryKey: queryKeys.entryList(filters),
    queryFn: ({ pageParam }) => listEntries(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  if (list.isPending) return <CardGridSkeleton label="Loading activities..." />;
  if (list.isError) {
    return (
      <Alert tone="destructive" title="Activities could not be loaded">
        <p>{errorMessage(list.error)}</p>
        <Button size="sm" variant="outline" className="mt-2 self-start" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const entries = list.data.pages.flatMap((p) => p.items);
  if (entries.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <ul aria-label="Activities" className={columns === 2 ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
        {entries.map((entry) => (
          <li key={entry.id} className="flex">
            <EntryCard entry={entry} />
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
