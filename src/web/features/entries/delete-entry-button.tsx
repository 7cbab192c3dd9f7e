import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { useDeleteEntry } from './use-delete-entry.ts';

/** Delete, after a confirmation that names the entry. */
export function DeleteEntryButton({ entryId, title }: { entryId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEntry(entryId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete this activity?"
        description={`"${title}" will be deleted for good. Its tags, connections and place stay.`}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting...' : 'Delete activity'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
