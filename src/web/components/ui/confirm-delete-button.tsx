import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog.tsx';

/**
 * A Delete button that asks first, in a dialog that says what goes and what stays. With
 * `iconLabel` the trigger is a bare bin icon named by that label (for cards with little room).
 */
export function ConfirmDeleteButton({
  title,
  description,
  confirmLabel,
  remove,
  iconLabel,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  /** The delete mutation: run on confirm, and its pending state disables the buttons. */
  remove: { isPending: boolean; mutate: () => void };
  iconLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {iconLabel ? (
          <Button variant="ghost" size="icon" aria-label={iconLabel} disabled={remove.isPending}>
            <Trash2 aria-hidden />
          </Button>
        ) : (
          <Button variant="outline" className="text-destructive">
            <Trash2 aria-hidden /> Delete
          </Button>
        )}
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? 'Deleting...' : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
