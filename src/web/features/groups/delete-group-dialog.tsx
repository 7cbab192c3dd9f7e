import { deleteGroup } from '../../api/groups.ts';
import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { type Deletion, useDeleteRecord } from '../../lib/use-delete-record.ts';

const deletion: Deletion = { remove: deleteGroup, feature: 'groups', backTo: '/groups', noun: 'Group' };

/** 'Delete Group' after the spec's confirmation; the items themselves stay. */
export function DeleteGroupDialog({ groupId }: { groupId: string }) {
  return (
    <ConfirmDeleteButton
      title="Delete Group"
      description="Are you sure you want to delete this group? This action cannot be undone. The items in the group will not be deleted, just removed from this group."
      confirmLabel="Delete Group"
      remove={useDeleteRecord(deletion, groupId)}
    />
  );
}
