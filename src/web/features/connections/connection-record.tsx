import { connectionQueries } from '../../api/connections.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { recordKind } from '../../components/ui/record-state.tsx';

function ConnectionNotFound() {
  return (
    <NotFoundState
      title="Connection not found"
      description="The connection you are looking for does not exist."
      backTo="/connections"
      backLabel="Return to Connections"
    />
  );
}

/** A connection's detail and edit pages: loading, missing or failed. */
export const connectionRecord = recordKind({
  query: (id) => connectionQueries.detail(id),
  loading: 'Loading connection...',
  notFound: <ConnectionNotFound />,
  errorTitle: 'The connection could not be loaded',
});
