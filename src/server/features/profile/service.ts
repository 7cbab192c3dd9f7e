import type { Profile, ProfileSync, ProfileUpdate } from '../../../shared/schemas/profile.ts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { AppError } from '../../lib/errors.ts';
import { presentProfile } from './present.ts';
import { findProfile, setPlanByEmail, updateProfileFields, upsertProfile } from './queries.ts';

export interface Identity {
  email: string;
  name: string | null;
}

/**
 * Creates the actor's profile (free, not onboarded) or refreshes its name and email. The browser's
 * time zone fills the profile's while none is set: one the person picked in Settings stays, UTC
 * included (docs/decisions/025-today-and-keep-in-touch.md).
 */
export async function ensureProfile(
  { tx, actor }: ServiceContext,
  identity: Identity,
  sync: ProfileSync = {},
): Promise<Profile> {
  const row = await upsertProfile(tx, {
    id: actor.userId,
    email: identity.email,
    name: identity.name,
    timeZone: sync.time_zone,
  });
  return presentProfile(row);
}

/** The actor's time zone (UTC until the browser or the person sets one): the days of Today and reminders. */
export async function profileTimeZone({ tx, actor }: ServiceContext): Promise<string> {
  return (await findProfile(tx, actor.userId))?.timeZone ?? 'UTC';
}

/** The actor's profile, or null when it has not been synced yet. */
export async function getProfile({ tx, actor }: ServiceContext): Promise<Profile | null> {
  const row = await findProfile(tx, actor.userId);
  return row ? presentProfile(row) : null;
}

/** Changes the name, the onboarded flag or the time zone; the plan is never set here. */
export async function updateProfile({ tx, actor }: ServiceContext, input: ProfileUpdate): Promise<Profile> {
  const { time_zone: timeZone, ...rest } = input;
  const row = await updateProfileFields(tx, actor.userId, { ...rest, timeZone });
  if (!row) throw new AppError(404, 'not_found', 'Profile not found: sync it first');
  return presentProfile(row);
}

/** Operator: puts the account with this email on a plan. Returns null when no profile has that email. */
export async function setPlan(db: Db, email: string, plan: 'free' | 'pro'): Promise<Profile | null> {
  const row = await setPlanByEmail(db, email, plan);
  return row ? presentProfile(row) : null;
}
