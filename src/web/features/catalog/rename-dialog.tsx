import { Pencil } from 'lucide-react';
import { Field } from '../../components/ui/form-fields.tsx';
import { CatalogDialog, useDialogField } from './catalog-dialog.tsx';

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
  const field = useDialogField();
  return (
    <CatalogDialog
      icon={Pencil}
      triggerLabel={`Rename ${noun} ${name}`}
      title={`Rename ${noun}`}
      description={`Every activity with "${name}" shows the new name.`}
      submitLabel="Rename"
      pendingLabel="Saving..."
      pending={pending}
      onOpen={() => field.reset(name)}
      onSubmit={() => {
        if (field.value.trim()) return onRename(field.value.trim());
        field.fail('Enter a name.');
        return 'invalid';
      }}
    >
      <Field id="catalog-name" label="Name" {...field.bind} />
    </CatalogDialog>
  );
}
