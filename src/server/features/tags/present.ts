import type { Tag } from '../../../shared/schemas/tags.ts';
import type { TagRow } from './queries.ts';

export function presentTag(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    entry_count: row.entryCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
