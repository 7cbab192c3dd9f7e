import { z } from 'zod';

/**
 * True for an IANA zone name the runtime knows ('Europe/Paris', 'UTC'). Numeric offsets are
 * refused on purpose: PostgreSQL reads '+05:00' as a POSIX zone, with the sign inverted.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris')
  .meta({ example: 'Europe/Paris' });

/** A calendar day, 'YYYY-MM-DD'. */
export const localDate = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * Checks a query's `from`..`to` range of local days: `to` not before `from`, and fewer than
 * `maxDays` days apart (a calendar's year, Insights' three years). For `.superRefine`.
 */
export const daysWithin = (maxDays: number) => (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = dayNumber(q.to) - dayNumber(q.from);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (span >= maxDays)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `must be within ${maxDays} days of from` });
};
