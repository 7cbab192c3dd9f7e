import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { getConnection } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { localTimeZone } from '../../api/journal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { isMissing } from '../../lib/is-missing.ts';
import { LimitReachedNotice } from '../billing/plan-limit-notice.tsx';
import { ConnectionForm } from './connection-form.tsx';
import { emptyConnectionForm, formValuesOf } from './connection-form-model.ts';
import { ConnectionNotFound } from './connection-not-found.tsx';

/** `/create-connection` and `/edit-connection/{id}`. */
export default function ConnectionFormPage() {
  const { id } = useParams();
  const existing = useQuery({
    queryKey: queryKeys.connection(id ?? ''),
    queryFn: () => getConnection(id as string, localTimeZone()),
    enabled: Boolean(id),
  });
  if (!id)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="New Connection" subtitle="Add a person, idea or institution." />
        <LimitReachedNotice resource="connections" />
        <ConnectionForm initial={emptyConnectionForm} />
      </div>
    );
  if (existing.isPending) return <LoadingState label="Loading connection..." />;
  if (existing.isError) {
    if (isMissing(existing.error)) return <ConnectionNotFound />;
    return (
      <Alert tone="destructive" title="The connection could not be loaded">
        <p>{errorMessage(existing.error)}</p>
      </Alert>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Edit Connection" subtitle={existing.data.name} />
      <ConnectionForm id={id} initial={formValuesOf(existing.data)} />
    </div>
  );
}
