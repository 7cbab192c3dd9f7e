import { entries } from '../../db/schema/index.ts';

/** The columns of the EntrySummary read model; a query of another shape spreads them in. */
export const entrySummaryColumns = {
  id: entries.id,
  title: entries.title,
  type: entries.type,
  occurredAt: entries.occurredAt,
  isPrivate: entries.isPrivate,
};
