import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { keepInTouchSchema } from './keep-in-touch.ts';
import { connectionSummarySchema, entryRefSchema } from './summaries.ts';
import { localDate } from './time-zone.ts';

/** An entry as Today recalls it. */
export const recalledEntrySchema = entryRefSchema.meta({ id: 'RecalledEntry' });

/** An important date of a connection coming round soon (Today's Coming up; reminders). */
export const comingUpItemSchema = z
  .object({
    connection: connectionSummarySchema,
    label: z.string().meta({ example: 'Birthday' }),
    date: z.string().meta({ description: 'As stored: YYYY-MM-DD, or --MM-DD without a year' }),
    on: localDate.meta({ description: 'The day it comes round (Feb 29 on Feb 28 in other years)' }),
    in_days: z.number().int().meta({ description: '0 is today, in the person’s time zone' }),
    years: z.number().int().nullable().meta({ description: 'Years since the date; null without a year' }),
    entry_count: z.number().int().meta({ description: 'Entries linked to the connection' }),
    last_together_at: isoDateTime.nullable().meta({ description: 'The newest linked entry’s date' }),
    memories: z
      .array(recalledEntrySchema)
      .meta({ description: 'Up to 3 newest linked entries, never private ones' }),
  })
  .meta({ id: 'ComingUpItem' });
export type ComingUpItem = z.infer<typeof comingUpItemSchema>;

/** A connection whose keep-in-touch cadence has lapsed (Today's Reach out; reminders). */
export const reachOutItemSchema = z
  .object({
    connection: connectionSummarySchema,
    keep_in_touch: keepInTouchSchema,
    last_contact_at: isoDateTime.nullable().meta({ description: 'The newest linked entry’s date' }),
    next_due_at: isoDateTime,
    overdue_days: z.number().int().meta({ description: 'Whole days since it fell due' }),
  })
  .meta({ id: 'ReachOutItem' });
export type ReachOutItem = z.infer<typeof reachOutItemSchema>;

/** An entry written on this calendar day in an earlier year. */
export const onThisDayItemSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    type: z.string(),
    excerpt: z.string().meta({ description: 'The summary, or the start of the text (Markdown)' }),
    occurred_at: isoDateTime,
    years_ago: z.number().int().min(1),
    is_private: z.boolean(),
    photo_url: z.string().nullable().meta({ description: 'The thumbnail of its first photo' }),
  })
  .meta({ id: 'OnThisDayItem' });
export type OnThisDayItem = z.infer<typeof onThisDayItemSchema>;

export const onThisDaySchema = z
  .object({
    date: localDate,
    items: z.array(onThisDayItemSchema).meta({ description: 'Newest year first' }),
    total: z.number().int().meta({ description: 'How many entries the day has in earlier years' }),
  })
  .meta({ id: 'OnThisDay' });
export type OnThisDay = z.infer<typeof onThisDaySchema>;

export const TODAY_LIMITS = { onThisDay: 6, comingUpDays: 14, reachOut: 8 };

export const todaySchema = z
  .object({
    date: localDate.meta({ description: 'Today in the person’s time zone' }),
    time_zone: z.string(),
    on_this_day: onThisDaySchema,
    coming_up: z.array(comingUpItemSchema).meta({ description: 'The next 14 days, soonest first' }),
    reach_out: z.array(reachOutItemSchema).meta({ description: 'Most overdue first' }),
    reach_out_total: z.number().int(),
  })
  .meta({ id: 'Today' });
export type Today = z.infer<typeof todaySchema>;

export const onThisDayQuery = z.object({
  date: localDate.optional().meta({ description: 'Any day (its month and day count); default today' }),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
