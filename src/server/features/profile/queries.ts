import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;

/** The profile by id; prepared, as the profile and Today read it on every load. */
export async function findProfile(tx: Tx, id: string): Promise<ProfileRow | undefined> {
  const statement = prepared(tx, 'memento_profile_by_id', (on) =>
    on
      .select()
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder('id'))),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/** Creates the profile on the free plan, or refreshes name and email; never touches the plan. */
export async function upsertProfile(
  tx: Tx,
  values: { id: string; email: string; name: string | null; timeZone?: string },
): Promise<ProfileRow> {
  const { timeZone, ...identity } = values;
  const [row] = await tx
    .insert(profiles)
    .values({ ...identity, timeZone: timeZone ?? null, plan: 'free', onboarded: false })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        email: values.email,
        name: values.name,
        // Only a zone nobody set yet (null) follows the browser.
        ...(timeZone && { timeZone: sql`coalesce(${profiles.timeZone}, ${timeZone})` }),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

export async function updateProfileFields(
  tx: Tx,
  id: string,
  fields: { name?: string; onboarded?: boolean; timeZone?: string },
): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .update(profiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}

/** Operator use only: runs as the connecting role, outside any user's row-level security. */
export async function setPlanByEmail(
  db: Db,
  email: string,
  plan: 'free' | 'pro',
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ plan, updatedAt: sql`now()` })
    .where(eq(sql`lower(${profiles.email})`, email.trim().toLowerCase()))
    .returning();
  return row;
}
