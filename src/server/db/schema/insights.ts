import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import { ownerId } from './columns.ts';
import { entries, entryConnections } from './journal.ts';
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

/**
 * Each link of an entry to a connection with the entry's occurred_at, so the links of a range (a
 * year of Insights, the graph of a time range) are one index range instead of a join of every
 * link of the journal. Kept by the database (migration 0035): new links copy their entry's time,
 * a removed link takes its row along (the foreign key), a moved entry moves its rows.
 */
export const entryConnectionTimes = pgTable(
  'entry_connection_times',
  {
    entryId: uuid('entry_id').notNull(),
    connectionId: uuid('connection_id').notNull(),
    userId: ownerId(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.connectionId] }),
    foreignKey({
      name: 'entry_connection_times_link_fk',
      columns: [t.entryId, t.connectionId],
      foreignColumns: [entryConnections.entryId, entryConnections.connectionId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // Entry and connection in the key too, so a range is read from the index alone.
    index('entry_connection_times_user_occurred_idx').on(t.userId, t.occurredAt, t.entryId, t.connectionId),
    ...ownerPolicies('entry_connection_times'),
  ],
).enableRLS();
