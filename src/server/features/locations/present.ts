import type { Location } from '../../../shared/schemas/locations.ts';
import type { LocationRow } from './queries.ts';

export function presentLocation(row: LocationRow): Location {
  return {
    id: row.id,
    label: row.label,
    lat: row.lat,
    lng: row.lng,
    entry_count: row.entryCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
