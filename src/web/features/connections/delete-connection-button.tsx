import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { useDeleteConnection } from './use-connection-mutations.ts';

/** Delete, after a confirmation that names the connection and says the entries stay. */
export function DeleteConnectionButton({ id, name }: { id: string; name: string }) {
  const remove = useDeleteConnection(id);
  return (
    <ConfirmDeleteButton
      title="Delete this connection?"
      description={`"${name}" will be deleted for good. Your entries stay; they just no longer link to it.`}
      confirmLabel="Delete connection"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
