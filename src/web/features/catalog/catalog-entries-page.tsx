import { useQuery } from '@tanstack/react-query';
import { MapPin, Tag as TagIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { type CatalogKind, locationsQuery, tagsQuery } from '../../api/catalog.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { EntryGrid } from '../entries/entry-grid.tsx';

/** `/tags/:id` and `/places/:id`: the activities that carry a tag or happened at a place. */
function CatalogEntriesPage({ kind }: { kind: CatalogKind }) {
  const { id = '' } = useParams();
  // The lists are short and usually cached already (the editor and the Tags & places page read them).
  const tags = useQuery({ ...tagsQuery(), enabled: kind === 'tag' });
  const places = useQuery({ ...locationsQuery(), enabled: kind === 'place' });
  const list = kind === 'tag' ? tags : places;
  const name =
    kind === 'tag'
      ? tags.data?.items.find((t) => t.id === id)?.name
      : places.data?.items.find((l) => l.id === id)?.label;
  if (list.isPending) return <CardGridSkeleton label="Loading..." />;
  if (!name) {
    return (
      <NotFoundState
        title={kind === 'tag' ? 'Tag not found' : 'Place not found'}
        description={`The ${kind} you are looking for does not exist.`}
        backTo="/tags"
        backLabel="Back to Tags & places"
      />
    );
  }
  const Icon = kind === 'tag' ? TagIcon : MapPin;
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/tags" className="mb-4">
        Tags & places
      </BackLink>
      <PageHeader
        title={name}
        subtitle={kind === 'tag' ? 'Activities with this tag' : 'Activities at this place'}
      />
      <EntryGrid
        cardHeading="h2"
        filters={kind === 'tag' ? { tag_id: id } : { location_id: id }}
        empty={{
          icon: Icon,
          title: kind === 'tag' ? 'No activities with this tag' : 'No activities at this place',
        }}
      />
    </div>
  );
}

export const TagEntriesPage = () => <CatalogEntriesPage kind="tag" />;
export const PlaceEntriesPage = () => <CatalogEntriesPage kind="place" />;
