import { deleteConnection } from '../../api/connections.ts';
import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { type Deletion, useDeleteRecord } from '../../lib/use-delete-record.ts';

const deletion: Deletion = {
  remove: deleteConnection,
  feature: 'connections',
  backTo: '/connections',
  noun: 'Connection',
};

/** Delete, after a confirmation that names the connection and says the entries stay. */
export function DeleteConnectionButton({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmDeleteButton
      title="Delete this connection?"
      description={`"${name}" will be deleted for good. Your entries stay; they just no longer link to it.`}
      confirmLabel="Delete connection"
      remove={useDeleteRecord(deletion, id)}
    />
  );
}
