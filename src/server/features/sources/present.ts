import type { Source } from '../../../shared/schemas/sources.ts';
import type { SourceRow } from './queries.ts';

export function presentSource(row: SourceRow): Source {
  return {
    id: row.id,
    source_type: row.sourceType,
    reference_text: row.referenceText,
    entry_count: row.entryCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
