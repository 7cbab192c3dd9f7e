import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import type { EntryFormValues } from './entry-form-model.ts';

type SourceValue = EntryFormValues['source'];

/**
 * Where the entry came from: a free note or a web address. Any change makes a new source at save
 * time (id null); an untouched one keeps its id, so editing an entry does not duplicate it.
 */
export function SourceField({
  value,
  onChange,
  error,
}: {
  value: SourceValue;
  onChange: (source: SourceValue) => void;
  error?: string;
}) {
  const isUrl = value.source_type === 'url';
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="entry-source">Source</Label>
      <div className="flex gap-2">
        <NativeSelect
          aria-label="Source kind"
          className="w-24 shrink-0"
          value={value.source_type}
          onChange={(e) =>
            onChange({ ...value, id: null, source_type: e.target.value as SourceValue['source_type'] })
          }
        >
          <option value="note">Note</option>
          <option value="url">Link</option>
        </NativeSelect>
        <Input
          id="entry-source"
          type={isUrl ? 'url' : 'text'}
          inputMode={isUrl ? 'url' : undefined}
          placeholder={isUrl ? 'https://...' : 'A book, a talk, a friend...'}
          value={value.reference_text}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'entry-source-error' : undefined}
          onChange={(e) => onChange({ ...value, id: null, reference_text: e.target.value })}
        />
      </div>
      <FieldError id="entry-source-error" message={error} />
    </div>
  );
}
