import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { useDeleteConnection } from './use-connection-mutations.ts';

/** Delete, after a confirmation that names the connection and says the entries stay. */
export function DeleteConnectionButton({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteConnection(id);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden /> Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete this connection?"
        description={`"${name}" will be deleted for good. Your entries stay; they just no longer link to it.`}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting...' : 'Delete connection'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
