import { describe, expect, it } from 'vitest';
import type { ConnectionType } from '../../../shared/schemas/connections.ts';
import type { paths } from '../../../web/api/contract.gen.ts';
import { imageOf } from '../../test/attachment-fixtures.ts';
import {
  buildAttachment,
  buildConnection,
  buildEntry,
  buildInTurn,
  buildLocation,
  buildSource,
  buildUser,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, refusedFields } from '../../test/typed-api.ts';

const app = suiteApp();

const make = async (user: TestUser, name: string, type: ConnectionType = 'person') =>
  (await buildConnection(user, { name, type })).id;
const entry = async (user: TestUser, occurred_at: string, connection_ids: string[]) =>
  (await buildEntry(user, { occurred_at, connection_ids })).id;
const names = (page: { items: { name: string }[] }) => page.items.map((c) => c.name);
const listConnections = (
  user: TestUser,
  query: paths['/api/v1/connections']['get']['parameters']['query'] = {},
) => expectStatus(user.api.GET('/api/v1/connections', { params: { query } }), 200);
const readConnection = (user: TestUser, id: string, entries_limit?: number) =>
  expectStatus(
    user.api.GET('/api/v1/connections/{id}', {
      params: { path: { id }, query: entries_limit ? { entries_limit } : {} },
    }),
    200,
  );

describe('connections list', () => {
  it('counts linked entries and the newest one, and follows linking and unlinking', async () => {
    const user = await buildUser(app);
    const ada = await make(user, 'Ada');
    const ben = await make(user, 'Ben');
    const first = await entry(user, '2024-01-05T10:00:00Z', [ada]);
    await entry(user, '2024-03-07T10:00:00Z', [ada, ben]);
    const listed = await listConnections(user);
    expect(listed.items).toEqual([
      expect.objectContaining({ name: 'Ada', activity_count: 2, last_entry_at: '2024-03-07T10:00:00.000Z' }),
      expect.objectContaining({ name: 'Ben', activity_count: 1, last_entry_at: '2024-03-07T10:00:00.000Z' }),
    ]);
    await user.api.PATCH('/api/v1/entries/{id}', {
      params: { path: { id: first } },
      body: { connection_ids: [ben] },
    });
    const relinked = await listConnections(user, { sort: 'activity' });
    expect(relinked.items.map((c) => c.activity_count)).toEqual([2, 1]);
    expect(names(relinked)).toEqual(['Ben', 'Ada']);
    await user.api.DELETE('/api/v1/entries/{id}', { params: { path: { id: first } } });
    const detail = await readConnection(user, ben);
    expect(detail).toMatchObject({ activity_count: 1, entries: { items: [expect.any(Object)] } });
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
    const detail = await readConnection(user, ada, 2);
    expect(detail.entries.items.map((e) => e.id)).toEqual([newer, older]);
    expect(detail.entries.next_cursor).not.toBeNull();
    const months = detail.activity_by_month;
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.count)).toEqual([...Array(9).fill(0), 1, 0, 1]);
    expect(months[11]?.month).toBe(monthsAgo(0).slice(0, 7));
  });

  it('shows on its detail exactly the first page GET /entries gives for the connection, relations included', async () => {
    const user = await buildUser(app);
    const ada = await make(user, 'Ada');
    const ben = await make(user, 'Ben');
    // A tag of the default type: the name only, as the tag picker sends it.
    const tag = (await expectStatus(user.api.POST('/api/v1/tags', { body: { name: 'walks' } }), 201)).id;
    const place = (await buildLocation(user, { label: 'Park', lat: 1.5, lng: 2.25 })).id;
    const source = (await buildSource(user, { source_type: 'url', reference_text: 'https://example.com' }))
      .id;
    // Same-instant entries (the page breaks the tie by id), one with every relation, one not Ada's.
    const at = '2025-05-05T10:00:00.123Z';
    const full = await buildEntry(user, {
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
    await buildAttachment(user, full.id, await imageOf('png'));
    for (const day of ['2025-05-05T10:00:00.123Z', '2025-01-01T00:00:00Z', '2024-12-31T23:59:59.999Z'])
      await entry(user, day, [ada]);
    await entry(user, '2025-06-01T00:00:00Z', [ben]);
    for (const limit of [2, 3, 10]) {
      const detail = await readConnection(user, ada, limit);
      const listed = await expectStatus(
        user.api.GET('/api/v1/entries', { params: { query: { connection_id: ada, limit } } }),
        200,
      );
      expect(detail.entries, `limit ${limit}`).toEqual(listed);
      expect(JSON.stringify(detail.entries)).toBe(JSON.stringify(listed));
    }
  });

  it('filters by type and name, sorts by name whatever the case, and pages with a cursor', async () => {
    const user = await buildUser(app);
    await buildInTurn(user, buildConnection, [
      { name: 'zoe', type: 'person' },
      { name: 'Ada', type: 'person' },
      { name: 'City Library', type: 'institution' },
      { name: 'Deep work', type: 'idea' },
      { name: 'Ben', type: 'person' },
    ]);
    expect(names(await listConnections(user))).toEqual(['Ada', 'Ben', 'City Library', 'Deep work', 'zoe']);
    expect(names(await listConnections(user, { type: 'institution' }))).toEqual(['City Library']);
    expect(names(await listConnections(user, { q: 'B' }))).toEqual(['Ben', 'City Library']);
    expect(names(await listConnections(user, { q: '%' }))).toEqual([]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listConnections(user, { limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...names(page));
      cursor = page.next_cursor;
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
      const page = await listConnections(user, { sort: 'recent', limit: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...names(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.slice(0, 2)).toEqual(['B', 'A']);
    expect(seen.slice(2).sort()).toEqual(['C', 'D']);
    const byName = await listConnections(user, { limit: 1 });
    const wrong = await user.api.GET('/api/v1/connections', {
      params: { query: { sort: 'activity', cursor: byName.next_cursor ?? '' } },
    });
    expect(wrong.response.status).toBe(400);
    expect(refusedFields(wrong.error)[0]).toBe('cursor');
    // Untyped on purpose: the contract has no such sort or type.
    expect((await user.client.get('/api/v1/connections?sort=size')).status).toBe(400);
    expect((await user.client.get('/api/v1/connections?type=pet')).status).toBe(400);
  });

  it('keeps the sidebar’s recent connections: the four most recently linked', async () => {
    const user = await buildUser(app);
    const ids = [];
    for (const n of ['A', 'B', 'C', 'D', 'E']) ids.push(await make(user, n));
    for (const id of ids) await entry(user, '2025-01-01T00:00:00Z', [id]);
    const recent = await expectStatus(user.api.GET('/api/v1/connections/recent'), 200);
    expect(recent.items.map((c) => c.name)).toEqual(['E', 'D', 'C', 'B']);
  });
});
