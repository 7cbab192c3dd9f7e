import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { getGroup } from '../../api/groups.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { isMissing } from '../../lib/is-missing.ts';
import { DeleteGroupDialog } from './delete-group-dialog.tsx';
import { EditGroupDialog } from './edit-group-dialog.tsx';
import { GroupItemsTabs } from './group-items-tabs.tsx';
import { GroupNotFound } from './group-not-found.tsx';

/** `/groups/:id`: the group's header, edit and delete, and its items by type. */
export default function GroupDetailPage() {
  const { id = '' } = useParams();
  const group = useQuery({
    queryKey: queryKeys.group(id),
    queryFn: () => getGroup(id),
    // Items may have been deleted elsewhere: always read the counts afresh when the page opens.
    staleTime: 0,
    retry: (count, error) => !isMissing(error) && count < 2,
  });
  if (group.isPending) return <LoadingState label="Loading group..." />;
  if (group.isError) {
    if (isMissing(group.error)) return <GroupNotFound />;
    return (
      <LoadError title="The group could not be loaded" error={group.error} onRetry={() => group.refetch()} />
    );
  }
  const g = group.data;
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/groups"
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Groups
      </Link>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{g.name}</h1>
          {g.description && (
            <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">{g.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <EditGroupDialog group={g} />
          <DeleteGroupDialog groupId={g.id} />
        </div>
      </div>
      <GroupItemsTabs group={g} />
    </div>
  );
}
