import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, NotebookPen, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { ConnectionDetail } from '../../../shared/schemas/connections.ts';
import { connectionQueries } from '../../api/connections.ts';
import { localTimeZone } from '../../api/entries.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { TitledCard } from '../../components/ui/card.tsx';
import { RecordState } from '../../components/ui/record-state.tsx';
import { ReflectButton } from '../digests/reflect-button.tsx';
import { EntryGrid } from '../entries/entry-grid.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { ActivityTimeline } from './activity-timeline.tsx';
import { ConnectionAvatar } from './connection-avatar.tsx';
import { activityLabel, connectionTypeLabels } from './connection-display.ts';
import { ConnectionNotFound } from './connection-not-found.tsx';
import { ContactInformation, ImportantDates, RelatedConnections } from './connection-sections.tsx';
import { DeleteConnectionButton } from './delete-connection-button.tsx';
import { KeepInTouchCard } from './keep-in-touch-card.tsx';

/** `/connections/{id}`: one connection with its entries, contact details, dates, relations and a year of activity. */
export default function ConnectionDetailPage() {
  const { id = '' } = useParams();
  const detail = useQuery(connectionQueries.detail(id));
  return (
    <RecordState
      query={detail}
      loading="Loading connection..."
      notFound={<ConnectionNotFound />}
      errorTitle="The connection could not be loaded"
    >
      {(c) => <ConnectionView c={c} />}
    </RecordState>
  );
}

function ConnectionView({ c }: { c: ConnectionDetail }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link
        to="/connections"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Connections
      </Link>
      <header className="flex flex-wrap items-center gap-4">
        <ConnectionAvatar connection={c} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{c.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge className="border-transparent bg-accent text-accent-foreground">
              {connectionTypeLabels[c.type]}
            </Badge>
            <span>{activityLabel(c.activity_count)}</span>
          </p>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <FavoriteButton kind="connection" id={c.id} isFavorite={c.is_favorite} className="p-2" />
          <ReflectButton scope={{ type: 'connection', id: c.id, name: c.name }} />
          <ButtonLink to={`/edit-connection/${c.id}`} variant="outline">
            <Pencil aria-hidden /> Edit
          </ButtonLink>
          <DeleteConnectionButton id={c.id} name={c.name} />
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <TitledCard title="Summary">
            <p className="whitespace-pre-line text-sm text-muted-foreground">
              {c.summary_text || 'No summary yet.'}
            </p>
          </TitledCard>
          <TitledCard title="Activity over the last year">
            <ActivityTimeline months={c.activity_by_month} />
          </TitledCard>
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          <KeepInTouchCard c={c} />
          {c.type === 'person' && <ContactInformation contact={c.contact_info} />}
          <ImportantDates dates={c.important_dates} />
          <RelatedConnections related={c.related} />
        </aside>
      </div>
      <section aria-labelledby="connection-entries" className="flex flex-col gap-3">
        <h2 id="connection-entries" className="text-lg font-semibold">
          Entries
        </h2>
        <EntryGrid
          filters={{ connection_id: c.id, tz: localTimeZone() }}
          empty={{ icon: NotebookPen, title: 'No entries associated with this connection.' }}
        />
      </section>
    </div>
  );
}
