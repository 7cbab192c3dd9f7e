import { z } from 'zod';
import { daysWithin, localDate, timeZoneSchema } from './time-zone.ts';

/** Longest span one calendar request may cover: a year, so a year view is one request. */
export const CALENDAR_MAX_DAYS = 366;

export const calendarQuery = z
  .object({ from: localDate, to: localDate, tz: timeZoneSchema.default('UTC') })
  .superRefine(daysWithin(CALENDAR_MAX_DAYS));
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
