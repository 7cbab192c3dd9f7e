import type { EntryRef, EntrySummary } from '../../../shared/schemas/summaries.ts';

// What other features show of an entry they list: the EntrySummary read model (columns in
// summary-queries.ts) and its one presenter; EntryRef is its smallest part, for citations.

type RefRow = { id: string; title: string; occurredAt: Date };

export const presentEntryRef = (row: RefRow): EntryRef => ({
  id: row.id,
  title: row.title,
  occurred_at: row.occurredAt.toISOString(),
});

export const presentEntrySummary = (
  row: RefRow & { type: EntrySummary['type']; isPrivate: boolean },
): EntrySummary => ({ ...presentEntryRef(row), type: row.type, is_private: row.isPrivate });
