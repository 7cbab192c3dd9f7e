import { deleteEntry } from '../../api/entries.ts';
import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { type Deletion, useDeleteRecord } from '../../lib/use-delete-record.ts';

const deletion: Deletion = {
  remove: deleteEntry,
  feature: 'entries',
  backTo: '/dashboard',
  noun: 'Activity',
};

/** Delete, after a confirmation that names the entry; `onDeleted` runs before the page leaves. */
export function DeleteEntryButton({
  entryId,
  title,
  onDeleted,
}: {
  entryId: string;
  title: string;
  onDeleted?: () => void;
}) {
  return (
    <ConfirmDeleteButton
      title="Delete this activity?"
      description={`"${title}" will be deleted for good. Its tags, connections and place stay.`}
      confirmLabel="Delete activity"
      remove={useDeleteRecord(deletion, entryId, onDeleted)}
    />
  );
}
