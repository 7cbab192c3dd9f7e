/**
 * The dates of ARCHITECTURE.md section 6 that the dashboard shows ('MMM d, yyyy', 'MMMM d, yyyy',
 * 'h:mm a', 'yyyy-MM-dd'), written with the browser's Intl instead of date-fns' `format`: the same
 * text (date-words.test.ts compares them), without its 5 KiB in the signed-in shell (decision 039).
 * In the browser's own time zone, as `format` is.
 */

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

type Part = Intl.DateTimeFormatPartTypes;

/** The parts by type; Intl's own spacing (a narrow no-break space before 'PM') is not used. */
function partsOf(formatter: Intl.DateTimeFormat, date: Date): Partial<Record<Part, string>> {
  const parts: Partial<Record<Part, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

const pad = (value: number | string | undefined, width: number) => String(value ?? '').padStart(width, '0');

const monthDayYear = (formatter: Intl.DateTimeFormat, date: Date) => {
  const { month, day, year } = partsOf(formatter, date);
  return `${month} ${day}, ${pad(year, 4)}`;
};

/** 'Jan 5, 2026' (date-fns 'MMM d, yyyy'). */
export const shortDateWords = (date: Date) => monthDayYear(shortDate, date);

/** 'January 5, 2026' (date-fns 'MMMM d, yyyy'). */
export const longDateWords = (date: Date) => monthDayYear(longDate, date);

/** '3:05 PM' (date-fns 'h:mm a'). */
export function clockWords(date: Date): string {
  const { hour, minute, dayPeriod } = partsOf(clock, date);
  return `${hour}:${minute} ${dayPeriod}`;
}

/** '2026-01-05', the local calendar day (date-fns 'yyyy-MM-dd'). */
export const localDay = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
