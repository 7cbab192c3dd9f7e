import type { Insights } from '../../../shared/schemas/insights.ts';
import type { DayActivity } from './queries.ts';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Writing habits of a range from its active local days (date order) and its entries per hour. */
export function habitsOf(
  days: DayActivity[],
  hours: { hour: number; entries: number }[],
  from: string,
  to: string,
): Insights['habits'] {
  const weekdays = Array<number>(7).fill(0);
  const perHour = Array<number>(24).fill(0);
  let entries = 0;
  let words = 0;
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    const n = dayNumber(day.date);
    entries += day.entries;
    words += day.words;
    // Day 0 of the epoch was a Thursday: (n + 4) mod 7 counts from Sunday.
    const weekday = (((n + 4) % 7) + 7) % 7;
    weekdays[weekday] = (weekdays[weekday] ?? 0) + day.entries;
    run = previous !== undefined && n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  for (const { hour, entries: count } of hours) perHour[hour] = count;
  // A streak still counts while today has no entry yet: it ends on `to` or the day before.
  const last = dayNumber(to);
  const current = previous !== undefined && previous >= last - 1 ? run : 0;
  const weeks = (dayNumber(to) - dayNumber(from) + 1) / 7;
  return {
    entries,
    words,
    per_week: Math.round((entries / weeks) * 10) / 10,
    current_streak: current,
    longest_streak: longest,
    weekdays,
    hours: perHour,
  };
}
