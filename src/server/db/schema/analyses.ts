import { index, integer, jsonb } from 'drizzle-orm/pg-core';
import { extensionOf, instant, ownerId } from './columns.ts';
import { entries } from './journal.ts';
import { ownedTable } from './rls.ts';

/**
 * What the local engine's digest reads of an entry's text (its emotions, quotable sentences and
 * the names and nouns that tie it to other entries), kept so a year's digest does not parse every
 * text again. Stale once the entry's updated_at moves past entry_updated_at, or once the engine's
 * analysis changes (version). Never made for private entries: digests leave them out.
 */
export const entryAnalyses = ownedTable(
  'entry_analyses',
  {
    entryId: extensionOf('entry_id', () => entries.id),
    userId: ownerId(),
    entryUpdatedAt: instant('entry_updated_at').notNull(),
    /** ANALYSIS_VERSION of the local engine that made it. */
    version: integer('version').notNull(),
    /** StoredAnalysis (features/ai/local/digest-analysis.ts). */
    analysis: jsonb('analysis').notNull(),
  },
  (t) => [index('entry_analyses_user_idx').on(t.userId, t.entryId)],
);
