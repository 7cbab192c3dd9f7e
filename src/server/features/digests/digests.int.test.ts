import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import { buildDigest, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { documentedPaths } from '../../test/openapi-document.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, typedApi } from '../../test/typed-api.ts';

const app = suiteApp();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const write = async (user: TestUser, fields: Parameters<typeof buildEntry>[1]) =>
  (await buildEntry(user, { type: 'reflection', ...fields })).id;
const one = (id: string) => ({ params: { path: { id } } });
const readDigest = (user: TestUser, id: string) => user.api.GET('/api/v1/digests/{id}', one(id));
const deleteDigest = (user: TestUser, id: string) => user.api.DELETE('/api/v1/digests/{id}', one(id));
const listDigests = (user: TestUser) => expectStatus(user.api.GET('/api/v1/digests'), 200);

describe('digests', () => {
  it('counts only the entries inside each range, and never a private one', async () => {
    const user = await buildUser(app);
    // One entry just inside each range's start, one just outside the year.
    for (const [title, content, days] of [
      ['Six days ago', 'I laughed with Maya at the market.', 6],
      ['Twenty days ago', 'A quiet walk by the river.', 20],
      ['Eighty days ago', 'Worked on the garden all day.', 80],
      ['Three hundred days ago', 'Moved into the new flat.', 300],
      ['Two years ago', 'Old times.', 730],
    ] as const)
      await write(user, { title, content, occurred_at: daysAgo(days) });
    await write(user, {
      title: 'Secret',
      content: 'Zanzibarite thoughts. “Zanzibarite forever,” I whispered, so happy.',
      is_private: true,
      occurred_at: daysAgo(2),
    });

    const expected = { week: 1, month: 2, quarter: 3, year: 4 } as const;
    for (const [range, count] of Object.entries(expected)) {
      const digest = await buildDigest(user, { title: `My ${range}`, range: range as keyof typeof expected });
      expect(digest.content).toContain(`${count} ${count === 1 ? 'entry' : 'entries'}`);
      expect(JSON.stringify(digest)).not.toMatch(/zanzibarite/i);
      const start = new Date(digest.date_range?.start ?? '').getTime();
      const end = new Date(digest.date_range?.end ?? '').getTime();
      expect(Math.abs(end - Date.now())).toBeLessThan(60_000);
      const days = { week: 7, month: [28, 31], quarter: [89, 92], year: [365, 366] }[range];
      const span = Math.round((end - start) / 86_400_000);
      if (Array.isArray(days)) expect(span).toBeGreaterThanOrEqual(days[0] as number);
      else expect(span).toBe(days);
      expect(digest.note).toBeNull();
    }
  });

  it('tells the seeded journal’s story, cites its entries by id and never a private one', async () => {
    const user = await buildUser(app);
    const ids = await seedJournalOverHttp(user.client);
    const digest = await buildDigest(user, { title: 'My year', range: 'year' });
    expect(digest.engine).toBe('local');
    expect(digest.content).toBe(digest.claims.map((c) => c.text).join('\n\n'));
    const [lead] = digest.claims;
    expect(lead?.text).toMatch(/^Maya and Lisbon: /);
    expect(lead?.entry_ids).toEqual(
      ['maya-news', 'maya-packing', 'maya-visit', 'maya-call'].map((k) => ids.get(k)),
    );
    const cited = digest.cited_entries.map((e) => e.id);
    expect(cited).toContain(ids.get('maya-news'));
    expect(digest.cited_entries.find((e) => e.id === ids.get('maya-visit'))?.title).toBe(
      'Visiting Maya in Lisbon',
    );
    const everyId = digest.claims.flatMap((c) => c.entry_ids);
    expect(new Set(cited)).toEqual(new Set(everyId));
    expect(everyId).not.toContain(ids.get('private-therapy'));
    expect(JSON.stringify(digest)).not.toMatch(/zephyrine|therapy/i);
    // Read back, the digest keeps what it cites.
    expect((await readDigest(user, digest.id)).data?.claims).toEqual(digest.claims);
  });

  it('lists newest first, reads one, deletes one; blank titles are refused', async () => {
    const user = await buildUser(app);
    const first = await buildDigest(user, { title: 'First', range: 'week' });
    const second = await buildDigest(user, { title: '  Second  ', range: 'month' });
    expect(second.title).toBe('Second');

    expect((await listDigests(user)).items.map((d) => d.id)).toEqual([second.id, first.id]);
    expect((await readDigest(user, first.id)).data?.title).toBe('First');

    expect((await deleteDigest(user, first.id)).response.status).toBe(204);
    expect((await readDigest(user, first.id)).response.status).toBe(404);
    expect((await deleteDigest(user, first.id)).response.status).toBe(404);

    const blank = await user.api.POST('/api/v1/digests/generate', { body: { title: '   ', range: 'week' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.error.message).toMatch(/title/);
    // Untyped on purpose: the contract has no range 'decade'.
    expect((await user.client.post('/api/v1/digests/generate', { title: 'x', range: 'decade' })).status).toBe(
      400,
    );
  });

  it('says kindly that an empty period had no entries', async () => {
    const digest = await buildDigest(await buildUser(app), { title: 'Quiet week', range: 'week' });
    expect(digest.content).toMatch(/^There are no entries between/);
    expect(digest.emotion_trends).toEqual({});
    expect(digest.quote_highlights).toEqual([]);
  });

  it('quotes exact lines and gives emotion trends that sum to 1', async () => {
    const user = await buildUser(app);
    const content = 'Dinner with Sam. “We will always have Lisbon,” he said. I was so happy I cried!';
    await write(user, { title: 'Dinner', content, star_rating: 5, occurred_at: daysAgo(1) });
    const digest = await buildDigest(user, { title: 'Week', range: 'week', tz: 'Europe/Paris' });
    expect(digest.quote_highlights[0]).toBe('We will always have Lisbon');
    for (const q of digest.quote_highlights) expect(content).toContain(q);
    const total = Object.values(digest.emotion_trends).reduce((s: number, v) => s + (v ?? 0), 0);
    expect(total).toBeCloseTo(1, 6);
    expect(digest.note).not.toBe(OFFLINE_NOTE);
  });

  it("answers 404 for another user's digest and never lists it", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const digest = await buildDigest(owner, { title: 'Mine', range: 'week' });
    expect((await readDigest(other, digest.id)).response.status).toBe(404);
    expect((await deleteDigest(other, digest.id)).response.status).toBe(404);
    expect((await listDigests(other)).items).toEqual([]);
    expect((await readDigest(owner, digest.id)).response.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await typedApi(app.client()).GET('/api/v1/digests');
    expect(res.response.status).toBe(401);
  });

  it('documents the digest and AI routes in /api/openapi.json', async () => {
    const paths = Object.keys(await documentedPaths(app.client()));
    for (const path of [
      '/api/v1/digests',
      '/api/v1/digests/generate',
      '/api/v1/digests/{id}',
      '/api/v1/entries/{id}/summary',
      '/api/v1/ai/emotions',
      '/api/v1/ai/transcribe',
      '/api/v1/ai/settings',
    ])
      expect(paths).toContain(path);
  });
});
