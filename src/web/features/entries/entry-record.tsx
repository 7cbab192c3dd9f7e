import { entryQueries } from '../../api/entries.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { recordKind } from '../../components/ui/record-state.tsx';

function EntryNotFound() {
  return (
    <NotFoundState
      title="Activity not found"
      description="The activity you are looking for does not exist."
      backTo="/dashboard"
      backLabel="Return to Activities"
    />
  );
}

/** An entry's detail and edit pages: loading, missing or failed. */
export const entryRecord = recordKind({
  query: entryQueries.detail,
  loading: 'Loading activity...',
  notFound: <EntryNotFound />,
  errorTitle: 'This activity could not be loaded',
});
