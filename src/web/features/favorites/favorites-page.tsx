import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { favoritesQuery } from '../../api/favorites.ts';
import { errorMessage } from '../../api/http.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ResultSection } from '../../components/ui/result-section.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { EntryCard } from '../entries/entry-card.tsx';

/** `/favorites`: the entries and connections marked with a heart. */
export default function FavoritesPage() {
  const favorites = useQuery(favoritesQuery());
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Favorites" subtitle="The entries and connections you marked with a heart." />
      {favorites.isPending ? (
        <LoadingState label="Loading favorites..." />
      ) : favorites.isError ? (
        <Alert tone="destructive" title="Favorites could not be loaded">
          <p>{errorMessage(favorites.error)}</p>
        </Alert>
      ) : favorites.data.entries.length === 0 && favorites.data.connections.length === 0 ? (
        <EmptyState
          icon={Heart}
          title="No favorites yet"
          description="Tap the heart on an activity or a connection to keep it here."
        />
      ) : (
        <div className="flex flex-col gap-8">
          <ResultSection
            id="favorite-connections"
            title="Connections"
            items={favorites.data.connections}
            listClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {(c) => (
              <Link
                to={`/connections/${c.id}`}
                className="block rounded-xl border bg-card p-4 shadow-sm hover:shadow-md"
              >
                <p className="font-semibold">{c.name}</p>
                <p className="text-sm capitalize text-muted-foreground">{c.type}</p>
                {c.summary_text && (
                  <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{c.summary_text}</p>
                )}
              </Link>
            )}
          </ResultSection>
          <ResultSection
            id="favorite-entries"
            title="Activities"
            items={favorites.data.entries}
            listClassName="grid gap-4 md:grid-cols-2"
            itemClassName="flex"
          >
            {(entry) => <EntryCard entry={entry} />}
          </ResultSection>
        </div>
      )}
    </div>
  );
}
