import { describe, expect, it } from 'vitest';
import type { ConnectionType } from '../../../shared/schemas/connections.ts';
import { imageOf } from '../../test/attachment-fixtures.ts';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

const make = async (user: TestUser, name: string, type: ConnectionType = 'person') =>
  (await buildConnection(user, { name, type })).id;
const entry = async (user: TestUser, occurred_at: string, connection_ids: string[]) =>
  (await buildEntry(user, { occurred_at, connection_ids })).id;
const names = (res: { body: { items: { name: string }[] } }) => res.body.items.map((c) => c.name);

describe('connections list', () => {
  it('counts linked entries and the newest one, and follows linking and unlinking', async () => {
    const user = await buildUser(app);
    const ada = await make(user, 'Ada');
    const ben = await make(user, 'Ben');
    const first = await entry(user, '2024-01-05T10:00:00Z', [ada]);
    await entry(user, '2024-03-07T10:00:00Z', [ada, ben]);
    const listed = await user.client.get('/api/v1/connections');
    expect(listed.body.items).toEqual([
      expect.objectContaining({ name: 'Ada', activity_count: 2, last_entry_at: '2024-03-07T10:00:00.000Z' }),
      expect.objectContaining({ name: 'Ben', activity_count: 1, last_entry_at: '2024-03-07T10:00:00.000Z' }),
    ]);
    await user.client.patch(`/api/v1/entries/${first}`, { connection_ids: [ben] });
    const relinked = await user.client.get('/api/v1/connections?sort=activity');
    expect(relinked.body.items.map((c: { activity_count: number }) => c.activity_count)).toEqual([2, 1]);
    expect(names(relinked)).toEqual(['Ben', 'Ada']);
    await user.client.delete(`/api/v1/entries/${first}`);
    const detail = await user.client.get(`/api/v1/connections/${ben}`);
    expect(detail.body).toMatchObject({ activity_count: 1, entries: { items: [expect.any(Object)] } });
  });

  it('lists a connection’s entries newest first with a month-by-month year on its detail', async () => {
    const user = await buildUser(app);
    const ada = await make(user, 'Ada');
    const now = new Date();
    const monthsAgo = (n: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 10)).toISOString();
    const older = await entry(user, monthsAgo(2), [ada]);
    const newer = await entry(user, monthsAgo(0), [ada]);
    await entry(user, monthsAgo(0), []);
    await entry(user, monthsAgo(13), [ada]);
    const detail = await user.client.get(`/api/v1/connections/${ada}?entries_limit=2`);
    expect(detail.body.entries.items.map((e: { id: string }) => e.id)).toEqual([newer, older]);
    expect(detail.body.entries.next_cursor).not.toBeNull();
    const months = detail.body.activity_by_month as { month: string; count: number }[];
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.count)).toEqual([...Array(9).fill(0), 1, 0, 1]);
    expect(months[11]?.month).toBe(monthsAgo(0).slice(0, 7));
  });

  it('shows on its detail exactly the first page GET /entries gives for the connection, relations included', async () => {
    const user = await buildUser(app);
    const ada = await make(user, 'Ada');
    const ben = await make(user, 'Ben');
    const tag = (await user.client.post('/api/v1/tags', { name: 'walks' })).body.id;
    const place = (await user.client.post('/api/v1/locations', { label: 'Park', lat: 1.5, lng: 2.25 })).body
      .id;
    const source = (
      await user.client.post('/api/v1/sources', { source_type: 'url', reference_text: 'https://example.com' })
    ).body.id;
    // Same-instant entries (the page breaks the tie by id), one with every relation, one not Ada's.
    const at = '2025-05-05T10:00:00.123Z';
    const full = await user.client.post('/api/v1/entries', {
      title: 'Full',
      type: 'meeting',
      content: 'A *walk*',
      star_rating: 4,
      occurred_at: at,
      tag_ids: [tag],
      connection_ids: [ada, ben],
      location_id: place,
      source_id: source,
      is_favorite: true,
    });
    const photo = await fetch(`${app.baseUrl}/api/v1/entries/${full.body.id}/attachments`, {
      method: 'POST',
      headers: { cookie: user.client.cookieHeader(), origin: app.baseUrl },
      body: (await imageOf('png')) as Uint8Array<ArrayBuffer>,
    });
    expect(photo.status).toBe(201);
    for (const day of ['2025-05-05T10:00:00.123Z', '2025-01-01T00:00:00Z', '2024-12-31T23:59:59.999Z'])
      await entry(user, day, [ada]);
    await entry(user, '2025-06-01T00:00:00Z', [ben]);
    for (const limit of [2, 3, 10]) {
      const detail = await user.client.get(`/api/v1/connections/${ada}?entries_limit=${limit}`);
      const listed = await user.client.get(`/api/v1/entries?connection_id=${ada}&limit=${limit}`);
      expect(detail.body.entries, `limit ${limit}`).toEqual(listed.body);
      expect(JSON.stringify(detail.body.entries)).toBe(JSON.stringify(listed.body));
    }
  });

  it('filters by type and name, sorts by name whatever the case, and pages with a cursor', async () => {
    const user = await buildUser(app);
    for (const [name, type] of [
      ['zoe', 'person'],
      ['Ada', 'person'],
      ['City Library', 'institution'],
      ['Deep work', 'idea'],
      ['Ben', 'person'],
    ] as const)
      await make(user, name, type);
    expect(names(await user.client.get('/api/v1/connections'))).toEqual([
      'Ada',
      'Ben',
      'City Library',
      'Deep work',
      'zoe',
    ]);
    expect(names(await user.client.get('/api/v1/connections?type=institution'))).toEqual(['City Library']);
    expect(names(await user.client.get('/api/v1/connections?q=B'))).toEqual(['Ben', 'City Library']);
    expect(names(await user.client.get('/api/v1/connections?q=%25'))).toEqual([]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await user.client.get(`/api/v1/connections?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...names(res));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['Ada', 'Ben', 'City Library', 'Deep work', 'zoe']);
  });

  it('pages by recent activity with unlinked connections last, and refuses foreign cursors', async () => {
    const user = await buildUser(app);
    const a = await make(user, 'A');
    const b = await make(user, 'B');
    await make(user, 'C');
    await make(user, 'D');
    await entry(user, '2025-01-01T00:00:00Z', [a]);
    await entry(user, '2025-06-01T00:00:00Z', [b]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await user.client.get(
        `/api/v1/connections?sort=recent&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...names(res));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen.slice(0, 2)).toEqual(['B', 'A']);
    expect(seen.slice(2).sort()).toEqual(['C', 'D']);
    const byName = await user.client.get('/api/v1/connections?limit=1');
    const wrong = await user.client.get(
      `/api/v1/connections?sort=activity&cursor=${byName.body.next_cursor}`,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields[0].field).toBe('cursor');
    expect((await user.client.get('/api/v1/connections?sort=size')).status).toBe(400);
    expect((await user.client.get('/api/v1/connections?type=pet')).status).toBe(400);
  });

  it('keeps the sidebar’s recent connections: the four most recently linked', async () => {
    const user = await buildUser(app);
    const ids = [];
    for (const n of ['A', 'B', 'C', 'D', 'E']) ids.push(await make(user, n));
    for (const id of ids) await entry(user, '2025-01-01T00:00:00Z', [id]);
    const recent = await user.client.get('/api/v1/connections/recent');
    expect(recent.status).toBe(200);
    expect(recent.body.items.map((c: { name: string }) => c.name)).toEqual(['E', 'D', 'C', 'B']);
  });
});
