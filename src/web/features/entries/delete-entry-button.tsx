import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { useDeleteEntry } from './use-delete-entry.ts';

/** Delete, after a confirmation that names the entry. */
export function DeleteEntryButton({
  entryId,
  title,
  onDeleted,
}: {
  entryId: string;
  title: string;
  onDeleted?: () => void;
}) {
  const remove = useDeleteEntry(entryId, onDeleted);
  return (
    <ConfirmDeleteButton
      title="Delete this activity?"
      description={`"${title}" will be deleted for good. Its tags, connections and place stay.`}
      confirmLabel="Delete activity"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
