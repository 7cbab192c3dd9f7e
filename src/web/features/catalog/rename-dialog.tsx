import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { CatalogDialog } from './catalog-dialog.tsx';

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
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  return (
    <CatalogDialog
      icon={Pencil}
      triggerLabel={`Rename ${noun} ${name}`}
      title={`Rename ${noun}`}
      description={`Every activity with "${name}" shows the new name.`}
      submitLabel="Rename"
      pendingLabel="Saving..."
      pending={pending}
      onOpen={() => {
        setValue(name);
        setError(undefined);
      }}
      onSubmit={() => {
        if (value.trim()) return onRename(value.trim());
        setError('Enter a name.');
        return 'invalid';
      }}
    >
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
    </CatalogDialog>
  );
}
