import type { Group } from '../../../shared/schemas/groups.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { RouteRecord } from '../../components/ui/record-state.tsx';
import { ReflectButton } from '../digests/reflect-button.tsx';
import { DeleteGroupDialog } from './delete-group-dialog.tsx';
import { EditGroupDialog } from './edit-group-dialog.tsx';
import { GroupItemsTabs } from './group-items-tabs.tsx';
import { groupRecord } from './group-record.tsx';

/** `/groups/:id`: the group's header, edit and delete, and its items by type. */
export default function GroupDetailPage() {
  return <RouteRecord of={groupRecord}>{(g) => <GroupView g={g} />}</RouteRecord>;
}

function GroupView({ g }: { g: Group }) {
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/groups" className="mb-4 gap-1.5 rounded-md">
        Back to Groups
      </BackLink>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{g.name}</h1>
          {g.description && (
            <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">{g.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ReflectButton scope={{ type: 'group', id: g.id, name: g.name }} />
          <EditGroupDialog group={g} />
          <DeleteGroupDialog groupId={g.id} />
        </div>
      </div>
      <GroupItemsTabs group={g} />
    </div>
  );
}
