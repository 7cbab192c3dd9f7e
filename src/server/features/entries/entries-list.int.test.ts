import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser, insertConnection } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

const titles = (body: { items: { title: string }[] }) => body.items.map((e) => e.title);

async function pageThrough(client: ApiClient, query: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(
      `/api/v1/entries?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    seen.push(...res.body.items.map((e: { id: string }) => e.id));
    cursor = res.body.next_cursor;
  } while (cursor);
  return seen;
}

describe('entries list', () => {
  it('lists newest occurred_at first, whatever order they were written in', async () => {
    const { client } = await buildUser(app);
    for (const [title, at] of [
      ['middle', '2025-05-02T10:00:00Z'],
      ['newest', '2025-05-03T10:00:00Z'],
      ['oldest', '2025-05-01T10:00:00Z'],
    ])
      await client.post('/api/v1/entries', { title, type: 'memory', occurred_at: at });
    const res = await client.get('/api/v1/entries');
    expect(titles(res.body)).toEqual(['newest', 'middle', 'oldest']);
    expect(res.body.next_cursor).toBeNull();
  });

  it('pages without skipping or repeating while new entries arrive concurrently', async () => {
    const { client } = await buildUser(app);
    // Several entries share one instant, so the id must break ties for the cursor to be exact.
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        client.post('/api/v1/entries', {
          title: `old ${i}`,
          type: 'idea',
          occurred_at: `2024-01-0${1 + (i % 5)}T09:00:00Z`,
        }),
      ),
    );
    const first = await client.get('/api/v1/entries?limit=6');
    const seen = first.body.items.map((e: { id: string }) => e.id);
    let cursor: string | null = first.body.next_cursor;
    // A burst of new entries lands while the client is reading the later pages.
    const burst = Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post('/api/v1/entries', { title: `new ${i}`, type: 'idea' }),
      ),
    );
    while (cursor) {
      const res = await client.get(`/api/v1/entries?limit=6&cursor=${cursor}`);
      seen.push(...res.body.items.map((e: { id: string }) => e.id));
      cursor = res.body.next_cursor;
    }
    await burst;
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(created.map((r) => r.body.id)));
    expect(await pageThrough(client, '', 7)).toHaveLength(35);
  });

  it('filters by type, tag, connection, location, favorite and private', async () => {
    const user = await buildUser(app);
    const c = user.client;
    const tag = (await c.post('/api/v1/tags', { name: 'Work', type: 'theme' })).body.id;
    const place = (await c.post('/api/v1/locations', { label: 'Office' })).body.id;
    const person = await insertConnection(app, user.id, { name: 'Grace' });
    await c.post('/api/v1/entries', { title: 'plain', type: 'memory' });
    await c.post('/api/v1/entries', { title: 'tagged', type: 'meeting', tag_ids: [tag] });
    await c.post('/api/v1/entries', { title: 'with grace', type: 'conversation', connection_ids: [person] });
    await c.post('/api/v1/entries', { title: 'at office', type: 'meeting', location_id: place });
    await c.post('/api/v1/entries', { title: 'loved', type: 'idea', is_favorite: true });
    await c.post('/api/v1/entries', { title: 'secret', type: 'reflection', is_private: true });
    const list = async (q: string) => titles((await c.get(`/api/v1/entries?${q}`)).body).sort();
    expect(await list('type=meeting')).toEqual(['at office', 'tagged']);
    expect(await list(`tag_id=${tag}`)).toEqual(['tagged']);
    expect(await list(`connection_id=${person}`)).toEqual(['with grace']);
    expect(await list(`location_id=${place}`)).toEqual(['at office']);
    expect(await list('favorite=true')).toEqual(['loved']);
    expect(await list('private=true')).toEqual(['secret']);
    expect(await list('private=false&type=meeting&favorite=false')).toEqual(['at office', 'tagged']);
  });

  it('lists one local day in a time zone: 23:30 local belongs to that day', async () => {
    const { client } = await buildUser(app);
    // 23:30 in New York on 10 March 2026 (after the DST change) is 03:30 UTC on the 11th.
    await client.post('/api/v1/entries', {
      title: 'late',
      type: 'memory',
      occurred_at: '2026-03-11T03:30:00Z',
    });
    await client.post('/api/v1/entries', {
      title: 'early',
      type: 'memory',
      occurred_at: '2026-03-10T04:30:00Z',
    });
    const day = async (q: string) => titles((await client.get(`/api/v1/entries?${q}`)).body);
    expect(await day('date=2026-03-10&tz=America/New_York')).toEqual(['late', 'early']);
    expect(await day('date=2026-03-11&tz=America/New_York')).toEqual([]);
    expect(await day('date=2026-03-11')).toEqual(['late']);
    expect(await day('date=2026-03-10&tz=Asia/Tokyo')).toEqual(['early']);
    expect(await day('from=2026-03-09&to=2026-03-11&tz=UTC')).toEqual(['late', 'early']);
  });

  it('refuses bad filters with the field named, never a 500', async () => {
    const { client } = await buildUser(app);
    for (const [q, field] of [
      ['date=2026-02-30', 'date'],
      ['date=2026-03-01&tz=Mars/Olympus', 'tz'],
      ['date=2026-03-01&tz=%2B05:00', 'tz'],
      ['date=2026-03-01&from=2026-03-01', 'date'],
      ['from=2026-03-05&to=2026-03-01', 'to'],
      ['favorite=perhaps', 'favorite'],
      ['type=diary', 'type'],
      ['tag_id=nope', 'tag_id'],
      ['limit=1000', 'limit'],
      ['cursor=bm9wZQ', 'cursor'],
    ]) {
      const res = await client.get(`/api/v1/entries?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});
