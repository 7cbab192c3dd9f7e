import { z } from 'zod';
import { type KeepInTouchCadence, keepInTouchCadences } from './literals.ts';

export { cadenceLabels, type KeepInTouchCadence, keepInTouchCadences } from './literals.ts';

/** Each cadence as a PostgreSQL interval (months stay calendar months). */
export const cadenceIntervals: Record<Exclude<KeepInTouchCadence, 'none'>, string> = {
  '1w': '7 days',
  '2w': '14 days',
  '4w': '28 days',
  '2m': '2 months',
  '3m': '3 months',
  '6m': '6 months',
  '1y': '1 year',
};

export const keepInTouchSchema = z
  .enum(keepInTouchCadences, { error: `must be one of ${keepInTouchCadences.join(', ')}` })
  .meta({
    id: 'KeepInTouch',
    description: 'none, or every 1w/2w/4w (weeks), 2m/3m/6m (months) or 1y (a year)',
  });

/**
 * When keeping in touch is next due: `from` (the last contact, or when the cadence was set) plus the
 * cadence, in UTC calendar arithmetic like the SQL in connections/keep-in-touch-queries.ts (a month
 * from Jan 31 is Feb 28). Null without a cadence or a start.
 */
export function nextDueAt(cadence: KeepInTouchCadence, from: Date | null): Date | null {
  if (cadence === 'none' || from === null) return null;
  const [amount, unit] = [Number(cadence.slice(0, -1)), cadence.slice(-1)];
  if (unit === 'w') return new Date(from.getTime() + amount * 7 * 86_400_000);
  const months = unit === 'y' ? amount * 12 : amount;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
  return target;
}
