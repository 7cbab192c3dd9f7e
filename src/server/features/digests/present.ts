import { type Digest, OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import type { DigestRow } from './queries.ts';

export function presentDigest(row: DigestRow): Digest {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    date_range: row.dateRange ?? null,
    emotion_trends: row.emotionTrends,
    quote_highlights: row.quoteHighlights,
    note: row.generatedOffline ? OFFLINE_NOTE : null,
    claims: row.claims,
    cited_entries: row.citedEntries,
    engine: row.engine,
    scope:
      row.scopeType && row.scopeId
        ? { type: row.scopeType, id: row.scopeId, name: row.scopeName ?? '' }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}
