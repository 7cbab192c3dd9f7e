import type { SearchRange } from '../../api/search.ts';
import { Button } from '../../components/ui/button.tsx';
import { LabelledInput } from '../../components/ui/form-fields.tsx';
import { FieldError } from '../../components/ui/input.tsx';

/** Whether a range can be searched: an open end is fine, a start after the end is not. */
export const rangeIsValid = ({ from, to }: SearchRange) => !from || !to || from <= to;

/** The search page's date filter: From and To days (both included), kept in the URL by the page. */
export function SearchDateRange({
  range,
  onChange,
}: {
  range: SearchRange;
  onChange: (next: SearchRange) => void;
}) {
  const invalid = !rangeIsValid(range);
  return (
    <fieldset className="mb-6 flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Activities between</legend>
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <LabelledInput
          id="search-from"
          label="From"
          type="date"
          value={range.from ?? ''}
          max={range.to}
          onChange={(e) => onChange({ ...range, from: e.target.value || undefined })}
          className="w-full sm:w-44"
        />
        <LabelledInput
          id="search-to"
          label="To"
          type="date"
          value={range.to ?? ''}
          min={range.from}
          errorId={invalid ? 'search-range-error' : undefined}
          onChange={(e) => onChange({ ...range, to: e.target.value || undefined })}
          className="w-full sm:w-44"
        />
        {(range.from || range.to) && (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={() => onChange({})}>
            Clear dates
          </Button>
        )}
      </div>
      <FieldError
        id="search-range-error"
        message={invalid ? 'The start date must be on or before the end date.' : undefined}
      />
    </fieldset>
  );
}
