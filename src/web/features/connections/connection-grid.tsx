import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { type ConnectionFilters, connectionQueries } from '../../api/connections.ts';
import { CreateLink } from '../../components/ui/create-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PagedGrid } from '../../components/ui/paged-list.tsx';
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
  const list = useInfiniteQuery(connectionQueries.list({ ...filters, limit: 24 }));
  return (
    <PagedGrid
      query={list}
      loading={<CardGridSkeleton label="Loading connections..." />}
      errorTitle="Connections could not be loaded"
      empty={
        <EmptyState
          icon={Users}
          {...emptyCopy(filters)}
          action={<CreateLink to="/create-connection">New Connection</CreateLink>}
        />
      }
      label="Connections"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {(c) => <ConnectionCard connection={c} />}
    </PagedGrid>
  );
}
