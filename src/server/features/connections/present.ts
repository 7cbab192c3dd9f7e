import type { Connection } from '../../../shared/schemas/connections.ts';
import { type ListedConnection, nextDueOf } from './queries.ts';

export function presentConnection(row: ListedConnection, relatedIds: string[]): Connection {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    summary_text: row.summaryText,
    image_url: row.imageUrl,
    contact_info: row.type === 'person' ? row.contactInfo : {},
    important_dates: row.importantDates,
    related_connection_ids: relatedIds,
    is_favorite: row.isFavorite,
    activity_count: row.activityCount,
    last_entry_at: row.lastEntryAt?.toISOString() ?? null,
    keep_in_touch: row.keepInTouch,
    next_due_at: nextDueOf(row)?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
