import { subMonths, subWeeks, subYears } from 'date-fns';
import type { DigestRangeName } from '../../../shared/schemas/digests.ts';

/** The period a range names: it ends now and starts 1 week, 1 month, 3 months or 1 year earlier. */
export function periodOf(range: DigestRangeName, now = new Date()): { start: Date; end: Date } {
  const start = {
    week: () => subWeeks(now, 1),
    month: () => subMonths(now, 1),
    quarter: () => subMonths(now, 3),
    year: () => subYears(now, 1),
  }[range]();
  return { start, end: now };
}
