import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';

/** Renames a tag or place; the name must not be blank (the server also refuses a duplicate tag name). */
export function RenameDialog({
  name,
  noun,
  pending,
  onRename,
}: {
  name: string;
  noun: string;
  pending: boolean;
  onRename: (name: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next) return setError('Enter a name.');
    try {
      await onRename(next);
      setOpen(false);
    } catch {
      // The mutation's toast says why; the dialog stays open to try again.
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setValue(name);
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Rename ${noun} ${name}`}>
          <Pencil aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Rename ${noun}`}
        description={`Every activity with "${name}" shows the new name.`}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="catalog-name">Name</Label>
            <Input
              id="catalog-name"
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'catalog-name-error' : undefined}
              onChange={(e) => {
                setValue(e.target.value);
                setError(undefined);
              }}
            />
            <FieldError id="catalog-name-error" message={error} />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Rename'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
