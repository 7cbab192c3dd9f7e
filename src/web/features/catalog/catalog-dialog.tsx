import type { LucideIcon } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';

/**
 * An icon button that opens a small form for one tag or place (rename, merge). The form starts
 * afresh each time it opens; `onSubmit` returns a message to show, or closes it once its work is
 * done (a failed request leaves it open: the mutation's toast says why).
 */
export function CatalogDialog({
  icon: Icon,
  triggerLabel,
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  disabled,
  onOpen,
  onSubmit,
  children,
}: {
  icon: LucideIcon;
  triggerLabel: string;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  onOpen: () => void;
  onSubmit: () => Promise<unknown> | 'invalid';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if ((await onSubmit()) !== 'invalid') setOpen(false);
    } catch {
      // Left open to try again.
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={triggerLabel} disabled={disabled}>
          <Icon aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {children}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The one field of a CatalogDialog: its value and its error. `bind` goes on the field (a new value
 * clears the error), `reset` on the dialog's opening, `fail` where the submit finds it invalid.
 */
export function useDialogField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    value,
    bind: {
      value,
      error,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        setValue(e.target.value);
        setError(undefined);
      },
    },
    reset: (to: string) => {
      setValue(to);
      setError(undefined);
    },
    fail: setError,
  };
}
