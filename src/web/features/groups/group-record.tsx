import { groupQueries } from '../../api/groups.ts';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { recordKind } from '../../components/ui/record-state.tsx';

/** A group's page: loading, missing or failed. */
export const groupRecord = recordKind({
  query: groupQueries.detail,
  loading: 'Loading group...',
  notFound: <NotFoundState title="Group not found" backTo="/groups" backLabel="Back to Groups" />,
  errorTitle: 'The group could not be loaded',
});
