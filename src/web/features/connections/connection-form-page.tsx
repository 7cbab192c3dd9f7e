import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { connectionQueries } from '../../api/connections.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RecordState } from '../../components/ui/record-state.tsx';
import { LimitReachedNotice } from '../billing/plan-limit-notice.tsx';
import { ConnectionForm } from './connection-form.tsx';
import { emptyConnectionForm, formValuesOf } from './connection-form-model.ts';
import { ConnectionNotFound } from './connection-not-found.tsx';

/** `/create-connection` and `/edit-connection/{id}`. */
export default function ConnectionFormPage() {
  const { id } = useParams();
  const existing = useQuery({
    ...connectionQueries.detail(id ?? ''),
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
  return (
    <RecordState
      query={existing}
      loading="Loading connection..."
      notFound={<ConnectionNotFound />}
      errorTitle="The connection could not be loaded"
    >
      {(c) => (
        <div className="mx-auto max-w-3xl">
          <PageHeader title="Edit Connection" subtitle={c.name} />
          <ConnectionForm id={id} initial={formValuesOf(c)} />
        </div>
      )}
    </RecordState>
  );
}
