import type { Profile } from '../../../shared/schemas/profile.ts';
import type { ProfileRow } from './queries.ts';

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    onboarded: row.onboarded,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
