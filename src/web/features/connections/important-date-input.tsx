import { useEffect, useState } from 'react';
import { formatImportantDate, parseImportantDate } from '../../../shared/important-dates.ts';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../components/ui/select.tsx';

const months = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Date(Date.UTC(2000, i, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
}));

/** The two typed parts after the month: digits only. */
const digitParts = [
  { part: 'day', name: (date: string) => `Day of ${date}`, placeholder: 'Day', maxLength: 2 },
  {
    part: 'year',
    name: (date: string) => `Year of ${date} (optional)`,
    placeholder: 'Year (opt.)',
    maxLength: 4,
  },
] as const;

interface Parts {
  month: string;
  day: string;
  year: string;
}

function partsOf(value: string): Parts {
  const parsed = parseImportantDate(value);
  if (!parsed) return { month: '', day: '', year: '' };
  return {
    month: String(parsed.month),
    day: String(parsed.day),
    year: parsed.year === null ? '' : String(parsed.year),
  };
}

/**
 * The stored form of what was typed: 'YYYY-MM-DD', '--MM-DD' with the year left out, or the raw
 * pieces (which the schema refuses with "Pick a date.") while they do not make a day yet.
 */
function storedForm({ month, day, year }: Parts): string {
  if (!month && !day && !year) return '';
  const parts = { year: year.trim() ? Number(year) : null, month: Number(month), day: Number(day) };
  const formatted = formatImportantDate(parts);
  return parseImportantDate(formatted) ? formatted : `${year}|${month}|${day}`;
}

/**
 * Month, day and an optional year: a birthday whose year nobody knows is still a birthday (vCard's
 * --MM-DD). The browser's date picker cannot leave the year out, hence three fields.
 */
export function ImportantDateInput({
  id,
  index,
  value,
  onChange,
  onBlur,
  invalid,
}: {
  id: string;
  index: number;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
}) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (the form reset to the saved connection) replaces the pieces.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change from outside matters here
  useEffect(() => {
    if (storedForm(parts) !== value) setParts(partsOf(value));
  }, [value]);
  const change = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    onChange(storedForm(next));
  };
  const label = `date ${index + 1}`;
  return (
    <fieldset
      aria-label={`Date ${index + 1}`}
      className="m-0 grid min-w-0 grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.3fr)] gap-2 border-0 p-0"
      onBlur={onBlur}
    >
      <NativeSelect
        id={id}
        aria-label={`Month of ${label}`}
        aria-invalid={invalid || undefined}
        value={parts.month}
        onChange={(e) => change({ month: e.target.value })}
      >
        <option value="">Month</option>
        <Options options={months} />
      </NativeSelect>
      {digitParts.map(({ part, name, placeholder, maxLength }) => (
        <Input
          key={part}
          aria-label={name(label)}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          placeholder={placeholder}
          maxLength={maxLength}
          value={parts[part]}
          onChange={(e) => change({ [part]: e.target.value.replace(/\D/g, '') })}
        />
      ))}
    </fieldset>
  );
}
