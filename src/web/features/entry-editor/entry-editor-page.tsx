import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import { getEntry } from '../../api/journal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAccount } from '../../auth/account.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { isMissing } from '../../lib/is-missing.ts';
import { LimitReachedNotice } from '../billing/plan-limit-notice.tsx';
import { EntryNotFound } from '../entries/entry-not-found.tsx';
import { EntryForm } from './entry-form.tsx';
import { valuesOf } from './entry-form-model.ts';

/** /create-memento, /create-entry and /edit-entry/:id (issue 4, item 3). */
export default function EntryEditorPage() {
  const { id } = useParams();
  // '/create-memento?date=2026-11-02': 'New entry on this day' from the calendar.
  const [params] = useSearchParams();
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
          <EntryForm userId={userId} day={params.get('date') ?? undefined} />
        </>
      )}
    </div>
  );
}

function EditEntry({ id, userId }: { id: string; userId: string }) {
  const entry = useQuery({ queryKey: queryKeys.entry(id), queryFn: () => getEntry(id) });
  if (entry.isPending) return <LoadingState label="Loading activity..." />;
  if (entry.isError) {
    if (isMissing(entry.error)) return <EntryNotFound />;
    return (
      <Alert tone="destructive" title="The activity could not be loaded">
        <p>{errorMessage(entry.error)}</p>
        <Button variant="outline" size="sm" className="self-start" onClick={() => void entry.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <PageHeader title="Edit Activity" subtitle={entry.data.title} />
      <EntryForm userId={userId} entryId={id} initial={valuesOf(entry.data)} />
    </>
  );
}
