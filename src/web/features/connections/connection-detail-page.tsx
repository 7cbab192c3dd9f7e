import { NotebookPen } from 'lucide-react';
import type { ConnectionDetail } from '../../../shared/schemas/connections.ts';
import { localTimeZone } from '../../api/entries.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { TitledCard } from '../../components/ui/card.tsx';
import { EditLink } from '../../components/ui/edit-link.tsx';
import { RouteRecord } from '../../components/ui/record-state.tsx';
import { ReflectButton } from '../digests/reflect-button.tsx';
import { EntryGrid } from '../entries/entry-grid.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { ActivityTimeline } from './activity-timeline.tsx';
import { ConnectionAvatar } from './connection-avatar.tsx';
import { ConnectionFacts } from './connection-facts.tsx';
import { connectionRecord } from './connection-record.tsx';
import { ContactInformation, ImportantDates, RelatedConnections } from './connection-sections.tsx';
import { DeleteConnectionButton } from './delete-connection-button.tsx';
import { KeepInTouchCard } from './keep-in-touch-card.tsx';

/** `/connections/{id}`: one connection with its entries, contact details, dates, relations and a year of activity. */
export default function ConnectionDetailPage() {
  return <RouteRecord of={connectionRecord}>{(c) => <ConnectionView c={c} />}</RouteRecord>;
}

function ConnectionView({ c }: { c: ConnectionDetail }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackLink to="/connections">Connections</BackLink>
      <header className="flex flex-wrap items-center gap-4">
        <ConnectionAvatar connection={c} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{c.name}</h1>
          <ConnectionFacts connection={c} />
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <FavoriteButton kind="connection" id={c.id} isFavorite={c.is_favorite} className="p-2" />
          <ReflectButton scope={{ type: 'connection', id: c.id, name: c.name }} />
          <EditLink to={`/edit-connection/${c.id}`} />
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
