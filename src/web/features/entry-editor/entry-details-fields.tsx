import { Controller, type UseFormReturn } from 'react-hook-form';
import { Label } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { ConnectionPicker } from './connection-picker.tsx';
import type { EntryFormValues } from './entry-form-model.ts';
import { LocationPicker } from './location-picker.tsx';
import { SourceField } from './source-field.tsx';
import { StarRating } from './star-rating.tsx';
import { TagPicker } from './tag-picker.tsx';

/** A labelled switch with a line saying what it changes. */
function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col">
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/** Everything around the words: rating, links, source and the two flags. */
export function EntryDetailsFields({ form }: { form: UseFormReturn<EntryFormValues> }) {
  const { control } = form;
  const errors = form.formState.errors;
  return (
    <div className="flex flex-col gap-5">
      <Controller
        control={control}
        name="star_rating"
        render={({ field }) => <StarRating value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagPicker value={field.value} onChange={field.onChange} error={errors.tags?.message} />
        )}
      />
      <Controller
        control={control}
        name="connections"
        render={({ field }) => (
          <ConnectionPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.connections?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationPicker value={field.value} onChange={field.onChange} error={errors.location?.message} />
        )}
      />
      <Controller
        control={control}
        name="source"
        render={({ field }) => (
          <SourceField
            value={field.value}
            onChange={field.onChange}
            error={errors.source?.reference_text?.message ?? errors.source?.message}
          />
        )}
      />
      <div className="flex flex-col gap-4 border-t pt-4">
        <Controller
          control={control}
          name="is_private"
          render={({ field }) => (
            <SwitchRow
              id="entry-private"
              label="Private"
              hint="Never sent to an external AI service or used in digests."
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="is_favorite"
          render={({ field }) => (
            <SwitchRow
              id="entry-favorite"
              label="Favorite"
              hint="Listed on your Favorites page."
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </div>
  );
}
