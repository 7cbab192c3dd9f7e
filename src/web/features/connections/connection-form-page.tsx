import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RouteRecord } from '../../components/ui/record-state.tsx';
import { LimitReachedNotice } from '../billing/plan-limit-notice.tsx';
import { ConnectionForm } from './connection-form.tsx';
import { emptyConnectionForm, formValuesOf } from './connection-form-model.ts';
import { connectionRecord } from './connection-record.tsx';

/** `/create-connection` and `/edit-connection/{id}`. */
export default function ConnectionFormPage() {
  const { id } = useParams();
  if (!id)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="New Connection" subtitle="Add a person, idea or institution." />
        <LimitReachedNotice resource="connections" />
        <ConnectionForm initial={emptyConnectionForm} />
      </div>
    );
  return (
    <RouteRecord of={connectionRecord}>
      {(c) => (
        <div className="mx-auto max-w-3xl">
          <PageHeader title="Edit Connection" subtitle={c.name} />
          <ConnectionForm id={id} initial={formValuesOf(c)} />
        </div>
      )}
    </RouteRecord>
  );
}
