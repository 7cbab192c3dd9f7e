import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** What a digest says: everything but its id and when it was made. */
async function yearDigest(client: ApiClient) {
  const res = await client.post('/api/v1/digests/generate', { title: 'My year', range: 'year' });
  expect(res.status).toBe(201);
  const { content, claims, emotion_trends, quote_highlights, cited_entries } = res.body;
  return { content, claims, emotion_trends, quote_highlights, cited_entries };
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
    const { client, id: userId } = await buildUser(app);
    const ids = await seedJournalOverHttp(client);
    const cold = await yearDigest(client);
    const rows = await kept(userId);
    expect(rows.map((r) => r.entryId).sort()).toEqual(
      [...ids]
        .filter(([key]) => key !== 'private-therapy')
        .map(([, id]) => id)
        .sort(),
    );
    expect(await yearDigest(client)).toEqual(cold);
    // The second digest did read them: a changed analysis changes what it says.
    await app.database.db.execute(
      sql`update entry_analyses set analysis = jsonb_set(analysis, '{emotions}', '{"Anger": 1}') where user_id = ${userId}`,
    );
    expect((await yearDigest(client)).emotion_trends).not.toEqual(cold.emotion_trends);
  });

  it('reads an edited entry again, and ignores analyses of another engine version', async () => {
    const { client, id: userId } = await buildUser(app);
    const ids = await seedJournalOverHttp(client);
    await yearDigest(client);
    const edited = ids.get('maya-call') as string;
    const res = await client.patch(`/api/v1/entries/${edited}`, {
      content: 'Maya called from Lisbon. She is proud of the new job and I am so proud of her.',
    });
    expect(res.status).toBe(200);
    const before = (await kept(userId)).find((r) => r.entryId === edited)?.at;
    const withStale = await yearDigest(client);
    expect((await kept(userId)).find((r) => r.entryId === edited)?.at).not.toBe(before);

    await app.database.db.execute(sql`update entry_analyses set version = 0 where user_id = ${userId}`);
    expect(await yearDigest(client)).toEqual(withStale);
    await forget(userId);
    expect(await yearDigest(client)).toEqual(withStale);
  });
});
