import type { Profile } from '../../../shared/schemas/profile.ts';
import type { ProfileRow } from './queries.ts';

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    onboarded: row.onboarded,
    // Not set yet: the days are UTC's.
    time_zone: row.timeZone ?? 'UTC',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
