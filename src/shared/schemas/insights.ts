import { z } from 'zod';
import { emotionScoresSchema } from './ai.ts';
import { emotionNames } from './tags.ts';
import { daysWithin, localDate, timeZoneSchema } from './time-zone.ts';

/** Longest span one Insights request covers: three years of months (or weeks) in one view. */
export const INSIGHTS_MAX_DAYS = 1100;
/** Fewer entries with a person than this and their emotion mix says more about chance than them. */
export const WITH_WHOM_MINIMUM = 5;

export const insightBuckets = ['week', 'month'] as const;
export type InsightBucket = (typeof insightBuckets)[number];

export const insightsQuery = z
  .object({
    from: localDate,
    to: localDate,
    bucket: z.enum(insightBuckets).default('month'),
    tz: timeZoneSchema
      .optional()
      .meta({ description: "The zone that names the days; the profile's when absent" }),
  })
  .superRefine(daysWithin(INSIGHTS_MAX_DAYS));
export type InsightsQuery = z.infer<typeof insightsQuery>;

const count = z.number().int().min(0);

const emotionBucketSchema = z.object({
  start: localDate.meta({ description: 'First day of the week (Sunday) or month', example: '2026-03-01' }),
  entries: count.meta({ description: 'Entries of the bucket that have an emotion' }),
  shares: emotionScoresSchema,
});

const emotionsOverTimeSchema = z.object({
  buckets: z
    .array(emotionBucketSchema)
    .meta({ description: 'Every bucket of the range, empty ones included' }),
  overall: emotionScoresSchema.meta({ description: 'The mix of the whole range' }),
  entries: count.meta({ description: 'Entries of the range that have an emotion' }),
  tagged: count.meta({ description: 'Entries whose emotion comes from their emotion tags' }),
  read: count.meta({
    description: "Untagged entries whose emotion is the local engine's reading of the text",
  }),
  unread: count.meta({ description: 'Untagged entries the engine has still to read; ask again to see them' }),
  without_emotion: count.meta({
    description: 'Untagged entries with no text, or all untagged ones when AI is off',
  }),
});

const personMixSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  entries: count.meta({ description: 'Entries with an emotion that link this person' }),
  shares: emotionScoresSchema,
  standout: z
    .object({
      emotion: z.enum(emotionNames),
      ratio: z.number().meta({ description: "This person's share of the emotion over the overall share" }),
    })
    .nullable()
    .meta({ description: 'The emotion most above the overall mix, when one is clearly above it' }),
});

const habitsSchema = z.object({
  entries: count,
  words: count,
  per_week: z.number().meta({ description: 'Entries per week over the range' }),
  current_streak: count.meta({
    description: 'Days in a row with an entry, ending on `to` or the day before',
  }),
  longest_streak: count,
  weekdays: z.array(count).length(7).meta({ description: 'Entries per weekday, Sunday first' }),
  hours: z.array(count).length(24).meta({ description: 'Entries per local hour, 0 to 23' }),
});

export const insightsSchema = z
  .object({
    from: localDate,
    to: localDate,
    tz: z.string(),
    bucket: z.enum(insightBuckets),
    ai_enabled: z.boolean(),
    emotions: emotionsOverTimeSchema,
    with_whom: z.object({
      minimum: count,
      people: z.array(personMixSchema).meta({ description: 'The people most written about, most first' }),
    }),
    habits: habitsSchema,
    private_entries: count.meta({
      description: 'Private entries of the range (counted here, never sent anywhere)',
    }),
  })
  .meta({ id: 'Insights' });
export type Insights = z.infer<typeof insightsSchema>;
export type PersonMix = z.infer<typeof personMixSchema>;
