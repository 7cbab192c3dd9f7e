import { Network, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type ConnectionSort,
  type ConnectionType,
  connectionTypes,
} from '../../../shared/schemas/connections.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CreateLink } from '../../components/ui/create-link.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NativeSelect, Options } from '../../components/ui/select.tsx';
import { useDebounced } from '../../layout/use-debounced.ts';
import { cn } from '../../lib/cn.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { connectionFilters } from './connection-display.ts';
import { ConnectionGrid } from './connection-grid.tsx';

const sorts: { value: ConnectionSort; label: string }[] = [
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'recent', label: 'Recent activity' },
  { value: 'activity', label: 'Most activities' },
  { value: 'overdue', label: 'Most overdue' },
];

/** `/connections`: people, ideas and institutions, filtered by type, searched and sorted (kept in the URL). */
export default function ConnectionsPage() {
  const [params, setParam] = useSearchParam();
  const type = connectionTypes.find((t) => t === params.get('type')) as ConnectionType | undefined;
  const sort = sorts.find((s) => s.value === params.get('sort'))?.value ?? 'name';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim(), 250);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text moves the URL
  useEffect(() => setParam('q', q || undefined), [q]);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Connections"
        subtitle="People, ideas and institutions in your life."
        actions={
          <>
            <ButtonLink to="/connections/graph" variant="outline">
              <Network aria-hidden /> Relationship graph
            </ButtonLink>
            <CreateLink to="/create-connection">New Connection</CreateLink>
          </>
        }
      />
      <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <fieldset className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Filter by type</legend>
          {connectionFilters.map((f) => {
            const active = (type ?? 'all') === f.value;
            return (
              <button
                key={f.value}
                type="button"
                aria-pressed={active}
                onClick={() => setParam('type', f.value === 'all' ? undefined : f.value)}
                className={cn(
                  'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
                  active && 'bg-card text-foreground shadow-sm',
                )}
              >
                {f.label}
              </button>
            );
          })}
        </fieldset>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem] md:w-[28rem]">
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search connections"
              placeholder="Search connections..."
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
          <NativeSelect
            aria-label="Sort connections"
            value={sort}
            onChange={(e) => setParam('sort', e.target.value === 'name' ? undefined : e.target.value)}
          >
            <Options options={sorts} />
          </NativeSelect>
        </div>
      </div>
      <ConnectionGrid filters={{ type, q: q || undefined, sort }} />
    </div>
  );
}
