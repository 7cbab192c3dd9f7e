import { useQuery } from '@tanstack/react-query';
import { Lock, MapPin, Search } from 'lucide-react';
import { Link } from 'react-router';
import type { SearchResult } from '../../../shared/schemas/search.ts';
import { errorMessage } from '../../api/http.ts';
import { type SearchRange, searchQuery } from '../../api/search.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ResultSection } from '../../components/ui/result-section.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useSearchParam } from '../../lib/search-params.ts';
import { AskBox } from '../ask/ask-box.tsx';
import { connectionTypeIcons } from '../connections/connection-display.ts';
import { entryTypeLabels, formatCardDate } from '../entries/entry-display.ts';
import { TagChip } from '../entries/tag-chip.tsx';
import { Highlighted } from './highlighted.tsx';
import { rangeIsValid, SearchDateRange } from './search-date-range.tsx';

/** `/search?q=`: entries and connections that match, ranked, with the matching words marked. */
export default function SearchPage() {
  const [params, , setParams] = useSearchParam();
  const q = (params.get('q') ?? '').trim();
  const range: SearchRange = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const results = useQuery({
    ...searchQuery(q, 50, range),
    enabled: q.length > 0 && rangeIsValid(range),
  });
  const setRange = (next: SearchRange) => setParams({ from: next.from, to: next.to });
  const found = results.data;
  const total = found
    ? found.entries.length + found.connections.length + found.tags.length + found.locations.length
    : 0;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Search"
        subtitle={q ? `Results for "${q}"` : 'Type in the search box above to find a moment again.'}
      />
      <div className="mb-6">
        <AskBox />
      </div>
      {q && <SearchDateRange range={range} onChange={setRange} />}
      {!q ? (
        <EmptyState
          icon={Search}
          title="Search your journal"
          description="Search titles, content, connections and tags. Press / anywhere to start."
        />
      ) : !rangeIsValid(range) ? null : results.isPending ? (
        <LoadingState label="Searching..." />
      ) : results.isError ? (
        <Alert tone="destructive" title="The search failed">
          <p>{errorMessage(results.error)}</p>
        </Alert>
      ) : total === 0 ? (
        <EmptyState
          icon={Search}
          title="Nothing found"
          description={
            range.from || range.to
              ? `Nothing matches "${q}" between these dates. Try other dates, or clear them.`
              : `No activity, connection, tag or place matches "${q}".`
          }
        />
      ) : (
        <div className="flex flex-col gap-8">
          <ResultSection
            id="entry-results"
            title={`Activities (${results.data.entries.length})`}
            items={results.data.entries}
            listClassName="flex flex-col gap-3"
          >
            {(hit) => (
              <Link
                to={`/entries/${hit.id}`}
                className="block rounded-xl border bg-card p-4 shadow-sm hover:shadow-md"
              >
                <p className="flex items-center gap-2 font-semibold">
                  {/* One inline run: as flex items the pieces of one word would drift apart. */}
                  <span data-testid="hit-title">
                    <Highlighted pieces={hit.title_highlight} />
                  </span>
                  {hit.is_private && <Lock aria-label="Private" className="size-3.5 text-muted-foreground" />}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatCardDate(hit.occurred_at)} · {entryTypeLabels[hit.type]}
                </p>
                {hit.snippet.length > 0 && (
                  <p data-testid="hit-snippet" className="mt-2 text-sm text-muted-foreground">
                    <Highlighted pieces={hit.snippet} />
                  </p>
                )}
              </Link>
            )}
          </ResultSection>
          <ResultSection
            id="connection-results"
            title={`Connections (${results.data.connections.length})`}
            items={results.data.connections}
            listClassName="grid gap-3 sm:grid-cols-2"
          >
            {(hit) => <ConnectionHit hit={hit} />}
          </ResultSection>
          <ResultSection
            id="tag-results"
            title="Tags"
            items={results.data.tags}
            listClassName="flex flex-wrap gap-2"
          >
            {(tag) => (
              <Link to={`/tags/${tag.id}`}>
                <TagChip tag={tag} className="px-3 py-1 text-sm" />
              </Link>
            )}
          </ResultSection>
          <ResultSection
            id="place-results"
            title="Places"
            items={results.data.locations}
            listClassName="flex flex-wrap gap-2"
          >
            {(place) => (
              <Link
                to={`/places/${place.id}`}
                className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-muted"
              >
                <MapPin aria-hidden className="size-3.5" />
                {place.label}
              </Link>
            )}
          </ResultSection>
        </div>
      )}
    </div>
  );
}

/** A connection that matches: its type's icon, the name with the matching words marked, the snippet. */
function ConnectionHit({ hit }: { hit: SearchResult['connections'][number] }) {
  const Icon = connectionTypeIcons[hit.type];
  return (
    <Link
      to={`/connections/${hit.id}`}
      className="flex gap-3 rounded-xl border bg-card p-4 shadow-sm hover:shadow-md"
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="min-w-0">
        <span className="block font-semibold">
          <Highlighted pieces={hit.name_highlight} />
        </span>
        {hit.snippet.length > 0 && (
          <span className="mt-1 block text-sm text-muted-foreground">
            <Highlighted pieces={hit.snippet} />
          </span>
        )}
      </span>
    </Link>
  );
}
