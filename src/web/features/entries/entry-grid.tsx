import { useInfiniteQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useDeferredValue } from 'react';
import { type EntryFilters, entryQueries } from '../../api/entries.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PagedGrid } from '../../components/ui/paged-list.tsx';
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
  cardHeading,
}: {
  filters: EntryFilters;
  empty: EmptyCopy;
  /** Two on wide screens (the Activities list); one where the grid sits in a narrow column. */
  columns?: 1 | 2;
  /** The cards' title level: h2 when the grid sits right under the page's h1. */
  cardHeading?: 'h2' | 'h3';
}) {
  const list = useInfiniteQuery(entryQueries.list(filters));
  // The first cards (20, below Today on the dashboard) render in a background pass React splits
  // into short tasks, after the rest of the page, not in one long task (decision 039): until then the
  // loading skeleton stays. Later pages and other filters render as they come.
  const shown = useDeferredValue(list.data ?? null, null);
  const loading = <CardGridSkeleton label="Loading activities..." />;
  if (list.data && !shown) return loading;
  return (
    <PagedGrid
      query={list}
      loading={loading}
      errorTitle="Activities could not be loaded"
      empty={<EmptyState {...empty} />}
      label="Activities"
      className={columns === 2 ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}
    >
      {(entry) => <EntryCard entry={entry} heading={cardHeading} />}
    </PagedGrid>
  );
}
