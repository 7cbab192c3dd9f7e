import { useLocation, useParams, useSearchParams } from 'react-router';
import { useAccount } from '../../auth/account.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RouteRecord } from '../../components/ui/record-state.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { LimitReachedNotice } from '../billing/plan-limit-notice.tsx';
import { entryRecord } from '../entries/entry-record.tsx';
import { SHARE_TARGET } from '../share/share-target.ts';
import { useSharedItem } from '../share/use-shared-item.ts';
import { EntryForm } from './entry-form.tsx';
import { type EntryPreset, valuesOf } from './entry-form-model.ts';

/** /create-memento, /create-entry and /edit-entry/:id (issue 4, item 3). */
export default function EntryEditorPage() {
  const { id } = useParams();
  // '/create-memento?date=2026-11-02': 'New entry on this day' from the calendar.
  const [params] = useSearchParams();
  // '/create-memento?shared=<id>': what another app shared, kept by the service worker.
  const shared = useSharedItem(id ? null : params.get(SHARE_TARGET.param));
  // 'Log a contact' on a connection: a conversation with that person (history state, survives a reload).
  const preset = (useLocation().state as { preset?: EntryPreset } | null)?.preset;
  const { user } = useAccount();
  // The guard above this route only renders for a signed-in user; the fallback keeps types honest.
  const userId = user?.id ?? 'signed-out';
  return (
    <div className="mx-auto w-full max-w-6xl">
      {id ? (
        <EditEntry key={id} id={id} userId={userId} />
      ) : (
        <>
          <PageHeader title="New Activity" subtitle="Capture a moment while it is fresh." />
          <LimitReachedNotice resource="entries" />
          {shared.loading ? (
            <LoadingState label="Opening what you shared..." />
          ) : (
            <EntryForm
              userId={userId}
              day={params.get('date') ?? undefined}
              preset={preset}
              shared={shared.item ?? undefined}
            />
          )}
        </>
      )}
    </div>
  );
}

function EditEntry({ id, userId }: { id: string; userId: string }) {
  return (
    <RouteRecord of={entryRecord} errorTitle="The activity could not be loaded">
      {(data) => (
        <>
          <PageHeader title="Edit Activity" subtitle={data.title} />
          <EntryForm userId={userId} entryId={id} initial={valuesOf(data)} />
        </>
      )}
    </RouteRecord>
  );
}
