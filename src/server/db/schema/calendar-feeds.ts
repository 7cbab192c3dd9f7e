import { text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns.ts';
import { ownedTable } from './rls.ts';

/** An account's private calendar feed: the SHA-256 of its token, never the token (migration 0027). */
export const calendarFeeds = ownedTable(
  'calendar_feeds',
  {
    userId: ownerId().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);
