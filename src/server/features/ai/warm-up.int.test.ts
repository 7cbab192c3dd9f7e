import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { sampleDayOneExport } from '../../test/dayone-fixtures.ts';
import { buildUser } from '../../test/factories.ts';
import { importAndWait } from '../../test/import-fixtures.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus, type TypedApi } from '../../test/typed-api.ts';
import { ANALYSIS_VERSION } from './local/digest-analysis.ts';
import { SWEEP_JOB, WARM_UP_JOB } from './warm-up-jobs.ts';

// The background warm-up of kept entry analyses (decision 037), on the real job engine: written
// entries are read by a job, not by the first digest.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AI_WARM_UP_DELAY_SECONDS: '0' }, { jobs: true });
});
afterAll(() => app.close());

/** Polls until `check` holds; the test fails on its own timeout if it never does. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

/** The user's warm-up jobs by state (pg-boss keeps finished ones for an hour). */
async function warmUpStates(userId: string): Promise<string[]> {
  const { rows } = await app.database.executeSql(
    `select state from pgboss.job where name = $1 and singleton_key = $2`,
    [WARM_UP_JOB, userId],
  );
  return rows.map((r) => String(r.state));
}

/** Waits until the user has had a warm-up and none is waiting or running. */
const warmUpsSettled = (userId: string) =>
  until(async () => {
    const states = await warmUpStates(userId);
    return states.includes('completed') && states.every((s) => s === 'completed');
  });

/** The user's kept analyses that are fresh (this engine version, the entry's current text). */
const freshKept = async (userId: string) =>
  rowsOf<{ entryId: string }>(
    await app.database.db.execute(sql`
      select a.entry_id as "entryId" from entry_analyses a join entries e
        on e.id = a.entry_id and e.updated_at = a.entry_updated_at
      where a.user_id = ${userId} and a.version = ${ANALYSIS_VERSION} order by 1`),
  ).map((r) => r.entryId);

const keptCount = async (userId: string) =>
  rowsOf<{ n: number }>(
    await app.database.db.execute(
      sql`select count(*)::int as n from entry_analyses where user_id = ${userId}`,
    ),
  )[0]?.n;

const publicIds = (ids: Map<string, string>) =>
  [...ids]
    .filter(([key]) => key !== 'private-therapy')
    .map(([, id]) => id)
    .sort();

/** A year's digest as JSON, without its id and creation time. */
async function yearDigest(api: TypedApi): Promise<string> {
  const digest = await expectStatus(
    api.POST('/api/v1/digests/generate', { body: { title: 'My year', range: 'year' } }),
    201,
  );
  const { content, claims, emotion_trends, quote_highlights, cited_entries, engine } = digest;
  return JSON.stringify({ content, claims, emotion_trends, quote_highlights, cited_entries, engine });
}

describe('the background warm-up of entry analyses', { timeout: 60_000 }, () => {
  it('reads written entries, never a private one, so the first digest is warm and says what a cold one says', async () => {
    const { client, api, id: userId } = await buildUser(app);
    const ids = await seedJournalOverHttp(client);
    await until(async () => (await freshKept(userId)).length === publicIds(ids).length);
    await warmUpsSettled(userId);
    expect(await freshKept(userId)).toEqual(publicIds(ids));
    expect(await keptCount(userId)).toBe(publicIds(ids).length);

    const warm = await yearDigest(api);
    await app.database.db.execute(sql`delete from entry_analyses where user_id = ${userId}`);
    const cold = await yearDigest(api);
    expect(warm).toBe(cold);
  });

  it('reads an edited entry again, and forgets one made private', async () => {
    const { client, id: userId } = await buildUser(app);
    const ids = await seedJournalOverHttp(client);
    await until(async () => (await freshKept(userId)).length === publicIds(ids).length);
    await warmUpsSettled(userId);
    const analysisOf = async (entryId: string) =>
      rowsOf<{ analysis: unknown; at: string }>(
        await app.database.db.execute(
          sql`select analysis, entry_updated_at::text as at from entry_analyses where entry_id = ${entryId}`,
        ),
      )[0];

    const edited = ids.get('maya-call') as string;
    const before = await analysisOf(edited);
    const res = await client.patch(`/api/v1/entries/${edited}`, {
      content: 'Maya called from Lisbon. I was furious at first, and then so proud of her.',
    });
    expect(res.status).toBe(200);
    await until(async () => (await analysisOf(edited))?.at !== before?.at);
    expect((await analysisOf(edited))?.analysis).not.toEqual(before?.analysis);
    expect(await freshKept(userId)).toEqual(publicIds(ids));

    const hidden = ids.get('maya-news') as string;
    expect(await analysisOf(hidden)).toBeDefined();
    expect((await client.patch(`/api/v1/entries/${hidden}`, { is_private: true })).status).toBe(200);
    await until(async () => (await analysisOf(hidden)) === undefined);
    await warmUpsSettled(userId);
    expect(await freshKept(userId)).toEqual(publicIds(ids).filter((id) => id !== hidden));
  });

  it('reads nothing while the person has AI off, and catches up when it is turned on', async () => {
    const { client, id: userId } = await buildUser(app);
    expect((await client.request('PUT', '/api/v1/ai/settings', { ai_enabled: false })).status).toBe(200);
    const ids = await seedJournalOverHttp(client);
    await warmUpsSettled(userId);
    expect(await keptCount(userId)).toBe(0);

    expect((await client.request('PUT', '/api/v1/ai/settings', { ai_enabled: true })).status).toBe(200);
    await until(async () => (await freshKept(userId)).length === publicIds(ids).length);
    expect(await freshKept(userId)).toEqual(publicIds(ids));
  });

  it('reads the entries an import brought in once it has run', async () => {
    const user = await buildUser(app);
    const done = await importAndWait(app, user, (await sampleDayOneExport()).zip, 'Day One.zip');
    expect(done.report).toMatchObject({ created: 3 });
    // The upload and the import's own writes go through no entry route: the import job queues it.
    await until(async () => (await freshKept(user.id)).length === 3);
    const entries = (
      await expectStatus(user.api.GET('/api/v1/entries', { params: { query: { limit: 100 } } }), 200)
    ).items;
    expect(await freshKept(user.id)).toEqual(entries.map((e) => e.id).sort());
  });

  it('is queued by the daily sweep for whoever has stale analyses', async () => {
    const { client, id: userId } = await buildUser(app);
    const ids = await seedJournalOverHttp(client);
    await until(async () => (await freshKept(userId)).length === publicIds(ids).length);
    await warmUpsSettled(userId);
    // As after an upgrade that changed the analysis: every kept row is of an older version.
    await app.database.db.execute(sql`update entry_analyses set version = 0 where user_id = ${userId}`);
    expect(await freshKept(userId)).toEqual([]);

    await app.jobs?.enqueue(SWEEP_JOB, {});
    await until(async () => (await freshKept(userId)).length === publicIds(ids).length);
    expect(await freshKept(userId)).toEqual(publicIds(ids));
  });
});
