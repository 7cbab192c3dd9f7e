import { z } from 'zod';

/**
 * Zone names found good so far. Asking the runtime builds an `Intl.DateTimeFormat`, about 0.1 ms,
 * a sixth of the server's CPU for a calendar month (bench/cpu-profile.ts); a person sends the same
 * zone on every request. Only good names are kept, so the set stays within the runtime's own list
 * of zones and their aliases, whatever is sent.
 */
const knownZones = new Set<string>();

/**
 * True for an IANA zone name the runtime knows ('Europe/Paris', 'UTC'). Numeric offsets are
 * refused on purpose: PostgreSQL reads '+05:00' as a POSIX zone, with the sign inverted.
 */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  knownZones.add(value);
  return true;
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
