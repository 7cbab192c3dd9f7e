import { z } from 'zod';
import { localDate, timeZoneSchema } from './time-zone.ts';

/** Longest span one calendar request may cover: a year, so a year view is one request. */
export const CALENDAR_MAX_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const calendarQuery = z
  .object({ from: localDate, to: localDate, tz: timeZoneSchema.default('UTC') })
  .superRefine((q, ctx) => {
    const span = dayNumber(q.to) - dayNumber(q.from);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (span >= CALENDAR_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be within ${CALENDAR_MAX_DAYS} days of from`,
      });
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const calendarSchema = z
  .object({
    tz: z.string(),
    days: z
      .array(z.object({ date: z.string().meta({ example: '2026-03-10' }), count: z.number().int() }))
      .meta({ description: 'Only days with at least one entry, in date order' }),
  })
  .meta({ id: 'Calendar' });
export type Calendar = z.infer<typeof calendarSchema>;
