import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Highlight } from '../../../shared/schemas/search.ts';
import { buildUser, insertConnection, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let user: TestUser;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await createTestApp();
  user = await buildUser(app);
  const c = user.client;
  const add = async (key: string, body: Record<string, unknown>) => {
    ids[key] = (await c.post('/api/v1/entries', { type: 'memory', ...body })).body.id;
  };
  // The content hit is the newer one, so only ranking can put the title hit first.
  await add('title', {
    title: 'Sailing lessons',
    content: 'Wind and water.',
    occurred_at: '2025-01-01T10:00:00Z',
  });
  await add('content', {
    title: 'Saturday',
    content: 'We went sailing after lunch with the kids.',
    occurred_at: '2025-02-01T10:00:00Z',
  });
  await add('markup', {
    title: 'Notes',
    content: 'She wrote <script>alert(1)</script> about sailboats & <b>bold</b> plans.',
  });
  await add('secret', { title: 'Private sailing diary', content: 'Only for me.', is_private: true });
  const tag = (await c.post('/api/v1/tags', { name: 'Harbour' })).body.id;
  await add('tagged', { title: 'Untitled', content: 'Nothing to see.', tag_ids: [tag] });
  await insertConnection(app, user.id, {
    name: 'Captain Sailor',
    summaryText: 'Taught me sailing on the lake.',
  });
});
afterAll(() => app.close());

const text = (h: Highlight) => h.map((p) => p.text).join('');
const matches = (h: Highlight) => h.filter((p) => p.match).map((p) => p.text);

describe('search', () => {
  it('ranks a title hit above a content hit, and includes the owner’s private entries', async () => {
    const res = await user.client.get('/api/v1/search?q=sailing');
    expect(res.status).toBe(200);
    const order = res.body.entries.map((e: { id: string }) => e.id);
    expect(order).toContain(ids.secret);
    expect(order.indexOf(ids.title)).toBeLessThan(order.indexOf(ids.content));
    expect(res.body.entries.find((e: { id: string }) => e.id === ids.secret).is_private).toBe(true);
  });

  it('returns highlights as plain text pieces with the matches flagged', async () => {
    const res = await user.client.get('/api/v1/search?q=sailing');
    const hit = res.body.entries.find((e: { id: string }) => e.id === ids.content);
    expect(text(hit.snippet)).toContain('We went sailing after lunch');
    expect(matches(hit.snippet)).toEqual(['sailing']);
    const titled = res.body.entries.find((e: { id: string }) => e.id === ids.title);
    expect(titled.title_highlight).toEqual([
      { text: 'Sailing', match: true },
      { text: ' lessons', match: false },
    ]);
  });

  it('never sends markup from user text: tags are dropped from snippets, the words stay as text', async () => {
    const res = await user.client.get('/api/v1/search?q=sailboats');
    const [hit] = res.body.entries;
    expect(hit.id).toBe(ids.markup);
    expect(text(hit.snippet)).toContain('alert(1)');
    expect(text(hit.snippet)).not.toMatch(/<\/?(script|b)>/);
    expect(matches(hit.snippet)).toEqual(['sailboats']);
  });

  it('matches the last word as a prefix while the user types', async () => {
    const res = await user.client.get('/api/v1/search?q=went%20sai');
    expect(res.body.entries.map((e: { id: string }) => e.id)).toEqual([ids.content]);
    expect((await user.client.get('/api/v1/search?q=sai')).body.entries.length).toBeGreaterThanOrEqual(4);
  });

  it('finds connections by name and summary, tags by name, and entries by their tags', async () => {
    const res = await user.client.get('/api/v1/search?q=sailor');
    expect(res.body.connections).toEqual([
      expect.objectContaining({ name: 'Captain Sailor', type: 'person', name_highlight: expect.any(Array) }),
    ]);
    expect(matches(res.body.connections[0].name_highlight)).toEqual(['Sailor']);
    const byTag = await user.client.get('/api/v1/search?q=harbour');
    expect(byTag.body.tags.map((t: { name: string }) => t.name)).toEqual(['Harbour']);
    expect(byTag.body.entries.map((e: { id: string }) => e.id)).toEqual([ids.tagged]);
  });

  it('treats query syntax as words and answers nothing for punctuation alone', async () => {
    for (const q of ["sailing & !(kids | 'x')", ':*', '&&&', 'sailing:*']) {
      const res = await user.client.get(`/api/v1/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    const empty = await user.client.get(`/api/v1/search?q=${encodeURIComponent('!!!')}`);
    expect(empty.body).toEqual({ entries: [], connections: [], tags: [], locations: [] });
    expect((await user.client.get('/api/v1/search?q=')).status).toBe(400);
  });

  it("never finds another user's records", async () => {
    const other = await buildUser(app);
    const res = await other.client.get('/api/v1/search?q=sailing');
    expect(res.body).toEqual({ entries: [], connections: [], tags: [], locations: [] });
  });

  it('finds places by label, and the entries at them', async () => {
    const c = user.client;
    const place = (await c.post('/api/v1/locations', { label: 'Lisbon riverside' })).body.id;
    const at = (await c.post('/api/v1/entries', { title: 'Tram ride', type: 'memory', location_id: place }))
      .body.id;
    const res = await c.get('/api/v1/search?q=lisbon');
    expect(res.body.locations).toEqual([{ id: place, label: 'Lisbon riverside' }]);
    expect(res.body.entries.map((e: { id: string }) => e.id)).toEqual([at]);
  });

  it('narrows entries to local days from and to, both included', async () => {
    const c = user.client;
    const q = 'q=sailing&tz=Europe/Lisbon';
    const february = await c.get(`/api/v1/search?${q}&from=2025-02-01&to=2025-02-01`);
    expect(february.body.entries.map((e: { id: string }) => e.id)).toEqual([ids.content]);
    const untilJanuary = await c.get(`/api/v1/search?${q}&to=2025-01-31`);
    expect(untilJanuary.body.entries.map((e: { id: string }) => e.id)).toEqual([ids.title]);
    const backwards = await c.get(`/api/v1/search?${q}&from=2025-02-02&to=2025-02-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details.fields).toEqual([
      { field: 'to', message: 'must not be before from' },
    ]);
  });

  it('marks a snippet cut from a longer text with an ellipsis at each cut end', async () => {
    const c = user.client;
    const filler = 'The boats came in while gulls argued over the quay and the light went gold.';
    const id = (
      await c.post('/api/v1/entries', {
        title: 'Story',
        type: 'memory',
        content: `${filler} ${filler} ${filler} Grandma told the story of the storm again. ${filler} ${filler} ${filler}`,
      })
    ).body.id;
    const hit = (await c.get('/api/v1/search?q=grandma')).body.entries.find(
      (e: { id: string }) => e.id === id,
    );
    expect(text(hit.snippet)).toMatch(/^….*Grandma.*…$/);
    const short = (await c.get('/api/v1/search?q=kids')).body.entries[0];
    expect(text(short.snippet)).toBe('We went sailing after lunch with the kids.');
  });
});
