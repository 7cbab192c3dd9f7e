import { isLeapYear } from '../../../shared/important-dates.ts';

/** One local day (or two) of an earlier year to look for entries in: [start, end) as dates. */
export interface EarlierDay {
  year: number;
  start: string;
  end: string;
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/**
 * The same calendar day as `date` in each year from `oldestYear` to the year before `date`'s,
 * newest first. Feb 29 only exists in leap years; on Feb 28 of a common year, an earlier leap
 * year's Feb 29 comes along (it would otherwise never show).
 */
export function earlierDays(date: string, oldestYear: number): EarlierDay[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const days: EarlierDay[] = [];
  for (let y = year - 1; y >= oldestYear; y -= 1) {
    if (month === 2 && day === 29 && !isLeapYear(y)) continue;
    const withLeapDay = month === 2 && day === 28 && !isLeapYear(year) && isLeapYear(y);
    days.push({ year: y, start: iso(y, month, day), end: iso(y, month, day + (withLeapDay ? 2 : 1)) });
  }
  return days;
}
