// Important dates of connections: 'YYYY-MM-DD', or '--MM-DD' when the year is not known (vCard's
// form for a birthday without a year). One reading of them for the server (Today, reminders) and
// the web app (the connection page), so both agree on when a date comes round.

/** A day of the calendar with the year left out when unknown. */
export interface DateParts {
  year: number | null;
  month: number;
  day: number;
}

const FULL = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEARLESS = /^--(\d{2})-(\d{2})$/;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysIn = (month: number, year: number | null) =>
  month === 2 ? (year === null || isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The parts of an important date, or null when it is neither form or not a real day (Feb 30). */
export function parseImportantDate(value: string): DateParts | null {
  const full = FULL.exec(value);
  const yearless = full ? null : YEARLESS.exec(value);
  if (!full && !yearless) return null;
  const year = full ? Number(full[1]) : null;
  const [month, day] = full
    ? [Number(full[2]), Number(full[3])]
    : [Number(yearless?.[1]), Number(yearless?.[2])];
  if (year === 0 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return null;
  return { year, month, day };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The stored form of parts: '--MM-DD' without a year. */
export const formatImportantDate = ({ year, month, day }: DateParts) =>
  `${year === null ? '-' : String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;

/** Days from a to b, both calendar days (no time zone involved). */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;

/** The day `month`/`day` falls on in `year`: Feb 29 is kept on Feb 28 in the other years. */
function inYear(year: number, month: number, day: number) {
  return month === 2 && day === 29 && !isLeapYear(year) ? { year, month: 2, day: 28 } : { year, month, day };
}

export interface Occurrence {
  /** The day it comes round, 'YYYY-MM-DD'. */
  date: string;
  /** Days from `today` (0 = today). */
  days: number;
  /** Years since the original date (a birthday's age, an anniversary's count); null without a year. */
  years: number | null;
}

/**
 * The next time a yearly date comes round on or after `today` (a local day, 'YYYY-MM-DD'). A date
 * with a year still ahead is itself (a wedding being planned); Feb 29 comes round on Feb 28 in
 * years without one. Null for a date that is not an important date.
 */
export function nextOccurrence(value: string, today: string): Occurrence | null {
  const parts = parseImportantDate(value);
  const now = parseImportantDate(today);
  if (!parts || !now || now.year === null) return null;
  const todayNumber = dayNumber(now.year, now.month, now.day);
  let candidate: { year: number; month: number; day: number };
  if (parts.year !== null && dayNumber(parts.year, parts.month, parts.day) >= todayNumber) {
    candidate = { year: parts.year, month: parts.month, day: parts.day };
  } else {
    candidate = inYear(now.year, parts.month, parts.day);
    if (dayNumber(candidate.year, candidate.month, candidate.day) < todayNumber)
      candidate = inYear(now.year + 1, parts.month, parts.day);
  }
  return {
    date: formatImportantDate(candidate),
    days: dayNumber(candidate.year, candidate.month, candidate.day) - todayNumber,
    years: parts.year === null ? null : candidate.year - parts.year,
  };
}

/** Today's day ('YYYY-MM-DD') in an IANA time zone. */
export function localToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
