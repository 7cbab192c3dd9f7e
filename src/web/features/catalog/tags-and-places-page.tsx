import { useQuery } from '@tanstack/react-query';
import { MapPin, Tags } from 'lucide-react';
import { type CatalogKind, locationsQuery, tagsQuery } from '../../api/catalog.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { type CatalogItem, CatalogRow } from './catalog-row.tsx';

/** `/tags`: every tag and place with how many activities use it; rename, merge and delete them. */
export default function TagsAndPlacesPage() {
  const tags = useQuery(tagsQuery());
  const places = useQuery(locationsQuery());
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Tags & places" subtitle="What your activities are about, and where they happened." />
      <CatalogSection kind="tag" title="Tags" query={tags} items={tags.data?.items ?? []} />
      <CatalogSection
        kind="place"
        title="Places"
        query={places}
        items={(places.data?.items ?? []).map((l) => ({
          id: l.id,
          name: l.label,
          entry_count: l.entry_count,
        }))}
      />
    </div>
  );
}

function CatalogSection({
  kind,
  title,
  query,
  items,
}: {
  kind: CatalogKind;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  items: CatalogItem[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${kind}-section`}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <CardGridSkeleton label={`Loading ${title.toLowerCase()}...`} cards={2} />
        ) : query.isError ? (
          <LoadError
            title={`${title} could not be loaded`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={kind === 'tag' ? Tags : MapPin}
            title={kind === 'tag' ? 'No tags yet' : 'No places yet'}
            description={
              kind === 'tag'
                ? 'Add tags to an activity in the editor.'
                : 'Add a location to an activity in the editor.'
            }
          />
        ) : (
          <ul aria-labelledby={`${kind}-section`}>
            {items.map((item) => (
              <CatalogRow
                key={item.id}
                kind={kind}
                item={item}
                others={items.filter((o) => o.id !== item.id).map(({ id, name }) => ({ id, name }))}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
