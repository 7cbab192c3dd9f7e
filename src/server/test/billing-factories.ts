import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { connections, entries, profiles } from '../db/schema/index.ts';
import { buildUser, type TestUser } from './factories.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { expectStatus } from './typed-api.ts';

/**
 * The app with billing on against a fake Stripe, started once for the calling suite and closed
 * after it: `const billing = billingAppPerSuite();` then `billing.app` and `billing.stripe` in tests.
 */
export function billingAppPerSuite(options: { jobs?: boolean } = {}): { app: TestApp; stripe: FakeStripe } {
  const suite = {} as { app: TestApp; stripe: FakeStripe };
  beforeAll(async () => {
    suite.stripe = await startFakeStripe();
    suite.app = await createTestApp(suite.stripe.env, options);
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.stripe?.close();
  });
  return suite;
}

/**
 * Test helpers for plans and limits: journals filled straight in the database (the limits are
 * about how many rows exist, not how they were made) and the plan as the database holds it.
 */

/** Syncs the user's profile as the web app does after sign-in (a fresh profile is on free). */
export async function syncProfile(user: TestUser) {
  await expectStatus(user.api.POST('/api/v1/profile/sync'), 200);
}

/** A new user with a synced profile (so on free), moved to `plan` straight in the database. */
export async function buildPlanUser(app: TestApp, plan: 'free' | 'pro' = 'free'): Promise<TestUser> {
  const user = await buildUser(app);
  await syncProfile(user);
  if (plan !== 'free') await setPlanDirectly(app, user.id, plan);
  return user;
}

/** `count` rows made by `row` from their number (1, 2, ...), each with a fresh id. */
const numbered = <T>(count: number, row: (n: number) => T) =>
  Array.from({ length: count }, (_, i) => ({ id: crypto.randomUUID(), ...row(i + 1) }));

export async function seedEntries(app: TestApp, userId: string, count: number) {
  if (count === 0) return;
  const row = (n: number) => ({ userId, title: `Seeded memory ${n}`, type: 'memory' as const });
  await app.database.db.insert(entries).values(numbered(count, row));
}

export async function seedConnections(app: TestApp, userId: string, count: number) {
  if (count === 0) return;
  const row = (n: number) => ({ userId, name: `Seeded person ${n}`, type: 'person' as const });
  await app.database.db.insert(connections).values(numbered(count, row));
}

export async function countEntries(app: TestApp, userId: string) {
  return app.database.db.$count(entries, eq(entries.userId, userId));
}

export async function billingProfile(app: TestApp, userId: string) {
  const [row] = await app.database.db.select().from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}

export async function setPlanDirectly(app: TestApp, userId: string, plan: 'free' | 'pro') {
  await app.database.db.update(profiles).set({ plan }).where(eq(profiles.id, userId));
}

export const newEntry = (title = 'One more memory') => ({
  title,
  type: 'memory' as const,
  content: 'Written today.',
});
export const newConnection = (name = 'Ada Lovelace') => ({ name, type: 'person' as const });
