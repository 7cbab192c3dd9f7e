import { Merge } from 'lucide-react';
import { SelectField } from '../../components/ui/form-fields.tsx';
import { Options } from '../../components/ui/select.tsx';
import { CatalogDialog, useDialogField } from './catalog-dialog.tsx';

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
  const into = useDialogField();
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
      onOpen={() => into.reset('')}
      onSubmit={() => {
        if (into.value) return onMerge(into.value);
        into.fail(`Choose the ${noun} to keep.`);
        return 'invalid';
      }}
    >
      <SelectField id="merge-into" label="Merge into" {...into.bind}>
        <option value="">Choose a {noun}</option>
        <Options options={targets.map((t) => ({ value: t.id, label: t.name }))} />
      </SelectField>
    </CatalogDialog>
  );
}
