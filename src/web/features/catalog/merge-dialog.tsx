import { Merge } from 'lucide-react';
import { useState } from 'react';
import { FieldError, Label } from '../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../components/ui/select.tsx';
import { CatalogDialog } from './catalog-dialog.tsx';

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
  const [into, setInto] = useState('');
  const [error, setError] = useState<string>();
  return (
    <CatalogDialog
      icon={Merge}
      triggerLabel={`Merge ${noun} ${name}`}
      title={`Merge "${name}"`}
      description={`Every activity and group with "${name}" moves to the ${noun} you choose; "${name}" is then deleted.`}
      submitLabel="Merge"
      pendingLabel="Merging..."
      pending={pending}
      disabled={targets.length === 0}
      onOpen={() => {
        setInto('');
        setError(undefined);
      }}
      onSubmit={() => {
        if (into) return onMerge(into);
        setError(`Choose the ${noun} to keep.`);
        return 'invalid';
      }}
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
          <Options options={targets.map((t) => ({ value: t.id, label: t.name }))} />
        </NativeSelect>
        <FieldError id="merge-into-error" message={error} />
      </div>
    </CatalogDialog>
  );
}
