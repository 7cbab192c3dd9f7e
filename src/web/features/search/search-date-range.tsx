import type { SearchRange } from '../../api/search.ts';
import { Button } from '../../components/ui/button.tsx';
import { LabelledInput } from '../../components/ui/form-fields.tsx';
import { FieldError } from '../../components/ui/input.tsx';

/** Whether a range can be searched: an open end is fine, a start after the end is not. */
export const rangeIsValid = ({ from, to }: SearchRange) => !from || !to || from <= to;

/** Each end of the range, bounded by the other one; the error line describes the end day. */
const ends = [
  { end: 'from', label: 'From', bounds: (range: SearchRange) => ({ max: range.to }) },
  { end: 'to', label: 'To', bounds: (range: SearchRange) => ({ min: range.from }) },
] as const;

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
        {ends.map(({ end, label, bounds }) => (
          <LabelledInput
            key={end}
            id={`search-${end}`}
            label={label}
            type="date"
            value={range[end] ?? ''}
            {...bounds(range)}
            errorId={invalid && end === 'to' ? 'search-range-error' : undefined}
            onChange={(e) => onChange({ ...range, [end]: e.target.value || undefined })}
            className="w-full sm:w-44"
          />
        ))}
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
