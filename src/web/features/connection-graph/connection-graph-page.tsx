import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Network } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { graphEdges } from '../../../shared/graph-edges.ts';
import { type ConnectionType, connectionTypes } from '../../../shared/schemas/summaries.ts';
import { connectionQueries } from '../../api/connections.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CreateLink } from '../../components/ui/create-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NativeSelect, Options } from '../../components/ui/select.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { isRangePreset, presetRange, rangePresets } from '../../lib/date-ranges.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { connectionFilters, connectionTypeLabels } from '../connections/connection-display.ts';
import { GraphCanvas } from './graph-canvas.tsx';
import { GraphLegend } from './graph-legend.tsx';

const parseTypes = (value: string | null): ConnectionType[] => {
  const picked = connectionTypes.filter((t) => value?.split(',').includes(t));
  return picked.length ? picked : [...connectionTypes];
};

/** `/connections/graph`: connections as a force-directed graph, filtered by type and time. */
export default function ConnectionGraphPage() {
  const [params, setParam] = useSearchParam();
  const navigate = useNavigate();
  const types = parseTypes(params.get('types'));
  const range = params.get('range');
  const query = {
    types: types.join(','),
    ...(isRangePreset(range) ? presetRange(range) : {}),
  };
  const graph = useQuery({ ...connectionQueries.graph(query), placeholderData: keepPreviousData });
  const toggle = (type: ConnectionType) => {
    const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
    // Turning off the last type would draw nothing: it stays on.
    if (next.length) setParam('types', next.length === connectionTypes.length ? undefined : next.join(','));
  };
  // The answer carries edges as positions in its nodes (small on the wire); the canvas wants objects.
  const edges = useMemo(() => (graph.data ? graphEdges(graph.data) : []), [graph.data]);
  const byActivity = useMemo(
    () =>
      [...(graph.data?.nodes ?? [])].sort((a, b) => b.activity - a.activity || a.name.localeCompare(b.name)),
    [graph.data],
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <BackLink to="/connections">Back to Connections</BackLink>
      <PageHeader title="Relationship graph" subtitle="Who and what appear together in your entries." />
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <fieldset className="flex w-fit flex-wrap gap-1 rounded-lg bg-muted p-1">
          <legend className="sr-only">Show types</legend>
          {connectionTypes.map((type) => (
            <Button
              key={type}
              size="sm"
              variant={types.includes(type) ? 'default' : 'ghost'}
              aria-pressed={types.includes(type)}
              onClick={() => toggle(type)}
            >
              {connectionFilters.find((f) => f.value === type)?.label}
            </Button>
          ))}
        </fieldset>
        <div className="flex items-center gap-2">
          <label htmlFor="graph-range" className="text-sm text-muted-foreground">
            Entries from
          </label>
          <NativeSelect
            id="graph-range"
            value={isRangePreset(range) ? range : 'all'}
            onChange={(e) => setParam('range', e.target.value === 'all' ? undefined : e.target.value)}
          >
            <option value="all">All time</option>
            <Options options={rangePresets} />
          </NativeSelect>
        </div>
      </div>
      {graph.isError ? (
        <LoadError
          title="The graph could not be loaded"
          error={graph.error}
          onRetry={() => graph.refetch()}
        />
      ) : !graph.data ? (
        <SkeletonBlock className="h-[60vh] min-h-80" />
      ) : graph.data.nodes.length === 0 ? (
        <EmptyState
          icon={Network}
          title="Nothing to draw yet"
          description="Connections appear here with the entries that link them. Try more types or a longer time range."
          action={<CreateLink to="/create-connection">New Connection</CreateLink>}
        />
      ) : (
        <>
          <GraphLegend
            nodes={graph.data.nodes.length}
            edges={edges.length}
            truncated={graph.data.truncated}
          />
          <GraphCanvas
            nodes={graph.data.nodes}
            edges={edges}
            onOpen={(id) => navigate(`/connections/${id}`)}
          />
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
              List the {byActivity.length.toLocaleString('en-US')} connections in this view
            </summary>
            <ol className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {byActivity.map((n) => (
                <li key={n.id}>
                  <Link to={`/connections/${n.id}`} className="hover:underline">
                    {n.name}
                  </Link>{' '}
                  <span className="text-muted-foreground">
                    · {connectionTypeLabels[n.type]} · {n.activity}
                  </span>
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </div>
  );
}
