import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { buildDigest, buildUser, type TestUser } from '../../test/factories.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { seededJournal } from '../../test/seeded-journal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** What a digest says: everything but its id and when it was made. */
async function yearDigest(user: TestUser) {
  const digest = await buildDigest(user, { title: 'My year', range: 'year' });
  const { content, claims, emotion_trends, quote_highlights, cited_entries } = digest;
  return { content, claims, emotion_trends, quote_highlights, cited_entries };
}

/** When the year a digest made now covers starts. */
async function yearStart(user: TestUser): Promise<Date> {
  const digest = await buildDigest(user, { title: 'When', range: 'year' });
  return new Date(digest.date_range?.start as string);
}

const kept = async (userId: string) =>
  rowsOf<{ entryId: string; at: string }>(
    await app.database.db.execute(
      sql`select entry_id as "entryId", entry_updated_at::text as at from entry_analyses where user_id = ${userId}`,
    ),
  );

const forget = (userId: string) =>
  app.database.db.execute(sql`delete from entry_analyses where user_id = ${userId}`);

// The local engine keeps what a digest read of each entry (entry_analyses) and reads it back next time.
describe('kept entry analyses', { timeout: 60_000 }, () => {
  it('say exactly what reading the text again says, and are never made for a private entry', async () => {
    const user = await buildUser(app);
    const userId = user.id;
    const now = new Date();
    const ids = await seedJournalOverHttp(user.client, now);
    const cold = await yearDigest(user);
    // Every public entry of the year: in March, last year's March entries fall out of it one by one.
    const start = await yearStart(user);
    const read = seededJournal(now).filter((e) => !e.isPrivate && e.occurredAt >= start);
    expect(read.length).toBeGreaterThan(10);
    const rows = await kept(userId);
    expect(rows.map((r) => r.entryId).sort()).toEqual(read.map((e) => ids.get(e.key)).sort());
    expect(await yearDigest(user)).toEqual(cold);
    // The second digest did read them: a changed analysis changes what it says.
    await app.database.db.execute(
      sql`update entry_analyses set analysis = jsonb_set(analysis, '{emotions}', '{"Anger": 1}') where user_id = ${userId}`,
    );
    expect((await yearDigest(user)).emotion_trends).not.toEqual(cold.emotion_trends);
  });

  it('reads an edited entry again, and ignores analyses of another engine version', async () => {
    const user = await buildUser(app);
    const userId = user.id;
    const ids = await seedJournalOverHttp(user.client);
    await yearDigest(user);
    const edited = ids.get('maya-call') as string;
    await expectStatus(
      user.api.PATCH('/api/v1/entries/{id}', {
        params: { path: { id: edited } },
        body: { content: 'Maya called from Lisbon. She is proud of the new job and I am so proud of her.' },
      }),
      200,
    );
    const before = (await kept(userId)).find((r) => r.entryId === edited)?.at;
    const withStale = await yearDigest(user);
    expect((await kept(userId)).find((r) => r.entryId === edited)?.at).not.toBe(before);

    await app.database.db.execute(sql`update entry_analyses set version = 0 where user_id = ${userId}`);
    expect(await yearDigest(user)).toEqual(withStale);
    await forget(userId);
    expect(await yearDigest(user)).toEqual(withStale);
  });
});
