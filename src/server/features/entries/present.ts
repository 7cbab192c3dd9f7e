import type { Entry } from '../../../shared/schemas/entries.ts';
import { presentConnectionSummary } from '../connections/summaries.ts';
import type { EntryRow } from './queries.ts';
import type { EntryRelations } from './relations.ts';

export function presentEntry(row: EntryRow, rel: EntryRelations): Entry {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    content: row.content,
    star_rating: row.starRating,
    summary: row.summary,
    is_private: row.isPrivate,
    is_favorite: row.isFavorite,
    prompt_used: row.promptUsed,
    context_text: row.contextText,
    occurred_at: row.occurredAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    tag_ids: rel.tags.map((t) => t.id),
    connection_ids: rel.connections.map((c) => c.id),
    location_id: row.locationId,
    source_id: row.sourceId,
    tags: rel.tags,
    connections: rel.connections.map(presentConnectionSummary),
    location: rel.location,
    source: rel.source
      ? { id: rel.source.id, source_type: rel.source.sourceType, reference_text: rel.source.referenceText }
      : null,
    attachments: rel.attachments,
  };
}
