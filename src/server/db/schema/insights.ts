import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import { ownerId } from './columns.ts';
import { entries } from './journal.ts';
import { ownerPolicies } from './rls.ts';

/**
 * The local engine's dominant emotion of an entry without emotion tags, kept so Insights does not
 * read a year of text on every view. Stale once the entry's updated_at moves past entry_updated_at.
 */
export const entryEmotionReadings = pgTable(
  'entry_emotion_readings',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => entries.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    /** Null when the entry has no text to read. */
    emotion: text('emotion', { enum: emotionNames }),
    entryUpdatedAt: timestamp('entry_updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('entry_emotion_readings_user_idx').on(t.userId, t.entryId),
    check(
      'entry_emotion_readings_emotion_check',
      sql`${t.emotion} in ('Joy', 'Sadness', 'Anger', 'Fear', 'Surprise', 'Trust', 'Anticipation', 'Disgust', 'Neutral')`,
    ),
    ...ownerPolicies('entry_emotion_readings'),
  ],
).enableRLS();
