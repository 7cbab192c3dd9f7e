import { sql } from 'drizzle-orm';
import { check, foreignKey, index, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import { extensionOf, instant, ownerId } from './columns.ts';
import { entries, entryConnections } from './journal.ts';
import { ownedTable } from './rls.ts';

/**
 * The local engine's dominant emotion of an entry without emotion tags, kept so Insights does not
 * read a year of text on every view. Stale once the entry's updated_at moves past entry_updated_at.
 */
export const entryEmotionReadings = ownedTable(
  'entry_emotion_readings',
  {
    entryId: extensionOf('entry_id', () => entries.id),
    userId: ownerId(),
    /** Null when the entry has no text to read. */
    emotion: text('emotion', { enum: emotionNames }),
    entryUpdatedAt: instant('entry_updated_at').notNull(),
  },
  (t) => [
    index('entry_emotion_readings_user_idx').on(t.userId, t.entryId),
    check(
      'entry_emotion_readings_emotion_check',
      sql`${t.emotion} in ('Joy', 'Sadness', 'Anger', 'Fear', 'Surprise', 'Trust', 'Anticipation', 'Disgust', 'Neutral')`,
    ),
  ],
);

/**
 * Each link of an entry to a connection with the entry's occurred_at, so the links of a range (a
 * year of Insights, the graph of a time range) are one index range instead of a join of every
 * link of the journal. Kept by the database (migration 0035): new links copy their entry's time,
 * a removed link takes its row along (the foreign key), a moved entry moves its rows.
 */
export const entryConnectionTimes = ownedTable(
  'entry_connection_times',
  {
    entryId: uuid('entry_id').notNull(),
    connectionId: uuid('connection_id').notNull(),
    userId: ownerId(),
    occurredAt: instant('occurred_at').notNull(),
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
  ],
);
