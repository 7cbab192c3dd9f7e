import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function write(client: ApiClient, fields: Record<string, unknown>) {
  const res = await client.post('/api/v1/entries', { type: 'reflection', ...fields });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('digests', () => {
  it('counts only the entries inside each range, and never a private one', async () => {
    const { client } = await buildUser(app);
    // One entry just inside each range's start, one just outside the year.
    for (const [title, content, days] of [
      ['Six days ago', 'I laughed with Maya at the market.', 6],
      ['Twenty days ago', 'A quiet walk by the river.', 20],
      ['Eighty days ago', 'Worked on the garden all day.', 80],
      ['Three hundred days ago', 'Moved into the new flat.', 300],
      ['Two years ago', 'Old times.', 730],
    ] as const)
      await write(client, { title, content, occurred_at: daysAgo(days) });
    await write(client, {
      title: 'Secret',
      content: 'Zanzibarite thoughts. “Zanzibarite forever,” I whispered, so happy.',
      is_private: true,
      occurred_at: daysAgo(2),
    });

    const expected = { week: 1, month: 2, quarter: 3, year: 4 } as const;
    for (const [range, count] of Object.entries(expected)) {
      const res = await client.post('/api/v1/digests/generate', { title: `My ${range}`, range });
      expect(res.status).toBe(201);
      const digest = res.body;
      expect(digest.content).toContain(`${count} ${count === 1 ? 'entry' : 'entries'}`);
      expect(JSON.stringify(digest)).not.toMatch(/zanzibarite/i);
      const start = new Date(digest.date_range.start).getTime();
      const end = new Date(digest.date_range.end).getTime();
      expect(Math.abs(end - Date.now())).toBeLessThan(60_000);
      const days = { week: 7, month: [28, 31], quarter: [89, 92], year: [365, 366] }[range];
      const span = Math.round((end - start) / 86_400_000);
      if (Array.isArray(days)) expect(span).toBeGreaterThanOrEqual(days[0] as number);
      else expect(span).toBe(days);
      expect(digest.note).toBeNull();
    }
  });

  it('tells the seeded journal’s story, cites its entries by id and never a private one', async () => {
    const { client } = await buildUser(app);
    const ids = await seedJournalOverHttp(client);
    const res = await client.post('/api/v1/digests/generate', { title: 'My year', range: 'year' });
    expect(res.status).toBe(201);
    const digest = res.body;
    expect(digest.engine).toBe('local');
    expect(digest.content).toBe(digest.claims.map((c: { text: string }) => c.text).join('\n\n'));
    const [lead] = digest.claims;
    expect(lead.text).toMatch(/^Maya and Lisbon: /);
    expect(lead.entry_ids).toEqual(
      ['maya-news', 'maya-packing', 'maya-visit', 'maya-call'].map((k) => ids.get(k)),
    );
    const cited = digest.cited_entries.map((e: { id: string }) => e.id);
    expect(cited).toContain(ids.get('maya-news'));
    expect(digest.cited_entries.find((e: { id: string }) => e.id === ids.get('maya-visit'))?.title).toBe(
      'Visiting Maya in Lisbon',
    );
    const everyId = digest.claims.flatMap((c: { entry_ids: string[] }) => c.entry_ids);
    expect(new Set(cited)).toEqual(new Set(everyId));
    expect(everyId).not.toContain(ids.get('private-therapy'));
    expect(JSON.stringify(digest)).not.toMatch(/zephyrine|therapy/i);
    // Read back, the digest keeps what it cites.
    expect((await client.get(`/api/v1/digests/${digest.id}`)).body.claims).toEqual(digest.claims);
  });

  it('lists newest first, reads one, deletes one; blank titles are refused', async () => {
    const { client } = await buildUser(app);
    const first = (await client.post('/api/v1/digests/generate', { title: 'First', range: 'week' })).body;
    const second = (await client.post('/api/v1/digests/generate', { title: '  Second  ', range: 'month' }))
      .body;
    expect(second.title).toBe('Second');

    const list = await client.get('/api/v1/digests');
    expect(list.status).toBe(200);
    expect(list.body.items.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
    expect((await client.get(`/api/v1/digests/${first.id}`)).body.title).toBe('First');

    expect((await client.delete(`/api/v1/digests/${first.id}`)).status).toBe(204);
    expect((await client.get(`/api/v1/digests/${first.id}`)).status).toBe(404);
    expect((await client.delete(`/api/v1/digests/${first.id}`)).status).toBe(404);

    const blank = await client.post('/api/v1/digests/generate', { title: '   ', range: 'week' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/title/);
    expect((await client.post('/api/v1/digests/generate', { title: 'x', range: 'decade' })).status).toBe(400);
  });

  it('says kindly that an empty period had no entries', async () => {
    const { client } = await buildUser(app);
    const res = await client.post('/api/v1/digests/generate', { title: 'Quiet week', range: 'week' });
    expect(res.status).toBe(201);
    expect(res.body.content).toMatch(/^There are no entries between/);
    expect(res.body.emotion_trends).toEqual({});
    expect(res.body.quote_highlights).toEqual([]);
  });

  it('quotes exact lines and gives emotion trends that sum to 1', async () => {
    const { client } = await buildUser(app);
    const content = 'Dinner with Sam. “We will always have Lisbon,” he said. I was so happy I cried!';
    await write(client, { title: 'Dinner', content, star_rating: 5, occurred_at: daysAgo(1) });
    const digest = (
      await client.post('/api/v1/digests/generate', { title: 'Week', range: 'week', tz: 'Europe/Paris' })
    ).body;
    expect(digest.quote_highlights[0]).toBe('We will always have Lisbon');
    for (const q of digest.quote_highlights) expect(content).toContain(q);
    const total = Object.values(digest.emotion_trends as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(total).toBeCloseTo(1, 6);
    expect(digest.note).not.toBe(OFFLINE_NOTE);
  });

  it("answers 404 for another user's digest and never lists it", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const digest = (await owner.client.post('/api/v1/digests/generate', { title: 'Mine', range: 'week' }))
      .body;
    expect((await other.client.get(`/api/v1/digests/${digest.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/v1/digests/${digest.id}`)).status).toBe(404);
    expect((await other.client.get('/api/v1/digests')).body.items).toEqual([]);
    expect((await owner.client.get(`/api/v1/digests/${digest.id}`)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await app.client().get('/api/v1/digests');
    expect(res.status).toBe(401);
  });

  it('documents the digest and AI routes in /api/openapi.json', async () => {
    const doc = await app.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = Object.keys(doc.body.paths);
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
