import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { useDeleteGroup } from './use-group-mutations.ts';

/** 'Delete Group' after the spec's confirmation; the items themselves stay. */
export function DeleteGroupDialog({ groupId }: { groupId: string }) {
  const remove = useDeleteGroup(groupId);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete Group"
        description="Are you sure you want to delete this group? This action cannot be undone. The items in the group will not be deleted, just removed from this group."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting...' : 'Delete Group'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
