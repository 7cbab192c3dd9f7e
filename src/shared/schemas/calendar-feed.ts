import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** The account's calendar feed: whether it is on. The URL itself is shown only when it is made. */
export const calendarFeedSchema = z
  .object({
    active: z.boolean(),
    created_at: isoDateTime.nullable(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const newCalendarFeedSchema = z
  .object({
    url: z
      .string()
      .meta({ description: 'The private subscription URL; shown this once (only its hash is kept)' }),
    created_at: isoDateTime,
  })
  .meta({ id: 'NewCalendarFeed' });
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;

export const calendarFeedTokenQuery = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'must be the token of a calendar feed URL'),
});
