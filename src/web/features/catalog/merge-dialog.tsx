import { Merge } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FieldError, Label } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';

export interface MergeTarget {
  id: string;
  name: string;
}

/** Merges a tag or place into another one the user picks; all its links move there. */
export function MergeDialog({
  name,
  noun,
  targets,
  pending,
  onMerge,
}: {
  name: string;
  noun: string;
  targets: MergeTarget[];
  pending: boolean;
  onMerge: (intoId: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [into, setInto] = useState('');
  const [error, setError] = useState<string>();
  const merge = async () => {
    if (!into) return setError(`Choose the ${noun} to keep.`);
    try {
      await onMerge(into);
      setOpen(false);
    } catch {
      // The mutation's toast says why.
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setInto('');
        setError(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Merge ${noun} ${name}`}
          disabled={targets.length === 0}
        >
          <Merge aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Merge "${name}"`}
        description={`Every activity and group with "${name}" moves to the ${noun} you choose; "${name}" is then deleted.`}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="merge-into">Merge into</Label>
          <NativeSelect
            id="merge-into"
            value={into}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'merge-into-error' : undefined}
            onChange={(e) => {
              setInto(e.target.value);
              setError(undefined);
            }}
          >
            <option value="">Choose a {noun}</option>
            {targets.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="merge-into-error" message={error} />
        </div>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={merge} disabled={pending}>
            {pending ? 'Merging...' : 'Merge'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
