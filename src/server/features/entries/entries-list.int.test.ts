import { describe, expect, it } from 'vitest';
import type { paths } from '../../../web/api/contract.gen.ts';
import {
  buildEntry,
  buildInTurn,
  buildLocation,
  buildTag,
  buildUser,
  insertConnection,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectQueriesRefused, expectStatus } from '../../test/typed-api.ts';

const app = suiteApp();

type ListQuery = NonNullable<paths['/api/v1/entries']['get']['parameters']['query']>;
const list = (user: TestUser, query: ListQuery = {}) =>
  expectStatus(user.api.GET('/api/v1/entries', { params: { query } }), 200);
const titles = async (user: TestUser, query: ListQuery) =>
  (await list(user, query)).items.map((e) => e.title);

async function pageThrough(user: TestUser, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(user, { limit, ...(cursor ? { cursor } : {}) });
    seen.push(...page.items.map((e) => e.id));
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

describe('entries list', () => {
  it('lists newest occurred_at first, whatever order they were written in', async () => {
    const user = await buildUser(app);
    await buildInTurn(user, buildEntry, [
      { title: 'middle', type: 'memory', occurred_at: '2025-05-02T10:00:00Z' },
      { title: 'newest', type: 'memory', occurred_at: '2025-05-03T10:00:00Z' },
      { title: 'oldest', type: 'memory', occurred_at: '2025-05-01T10:00:00Z' },
    ]);
    const page = await list(user);
    expect(page.items.map((e) => e.title)).toEqual(['newest', 'middle', 'oldest']);
    expect(page.next_cursor).toBeNull();
  });

  it('pages without skipping or repeating while new entries arrive concurrently', async () => {
    const user = await buildUser(app);
    // Several entries share one instant, so the id must break ties for the cursor to be exact.
    const created = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        buildEntry(user, {
          title: `old ${i}`,
          type: 'idea',
          occurred_at: `2024-01-0${1 + (i % 5)}T09:00:00Z`,
        }),
      ),
    );
    const first = await list(user, { limit: 6 });
    const seen = first.items.map((e) => e.id);
    let cursor = first.next_cursor;
    // A burst of new entries lands while the client is reading the later pages.
    const burst = Promise.all(
      Array.from({ length: 10 }, (_, i) => buildEntry(user, { title: `new ${i}`, type: 'idea' })),
    );
    while (cursor) {
      const page = await list(user, { limit: 6, cursor });
      seen.push(...page.items.map((e) => e.id));
      cursor = page.next_cursor;
    }
    await burst;
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(created.map((e) => e.id)));
    expect(await pageThrough(user, 7)).toHaveLength(35);
  });

  it('filters by type, tag, connection, location, favorite and private', async () => {
    const user = await buildUser(app);
    const tag = (await buildTag(user, { name: 'Work', type: 'theme' })).id;
    const place = (await buildLocation(user, { label: 'Office' })).id;
    const person = await insertConnection(app, user.id, { name: 'Grace' });
    await buildEntry(user, { title: 'plain', type: 'memory' });
    await buildEntry(user, { title: 'tagged', type: 'meeting', tag_ids: [tag] });
    await buildEntry(user, { title: 'with grace', type: 'conversation', connection_ids: [person] });
    await buildEntry(user, { title: 'at office', type: 'meeting', location_id: place });
    await buildEntry(user, { title: 'loved', type: 'idea', is_favorite: true });
    await buildEntry(user, { title: 'secret', type: 'reflection', is_private: true });
    const sorted = async (query: ListQuery) => (await titles(user, query)).sort();
    expect(await sorted({ type: 'meeting' })).toEqual(['at office', 'tagged']);
    expect(await sorted({ tag_id: tag })).toEqual(['tagged']);
    expect(await sorted({ connection_id: person })).toEqual(['with grace']);
    expect(await sorted({ location_id: place })).toEqual(['at office']);
    expect(await sorted({ favorite: 'true' })).toEqual(['loved']);
    expect(await sorted({ private: 'true' })).toEqual(['secret']);
    expect(await sorted({ private: 'false', type: 'meeting', favorite: 'false' })).toEqual([
      'at office',
      'tagged',
    ]);
  });

  it('lists one local day in a time zone: 23:30 local belongs to that day', async () => {
    const user = await buildUser(app);
    // 23:30 in New York on 10 March 2026 (after the DST change) is 03:30 UTC on the 11th.
    await buildEntry(user, { title: 'late', type: 'memory', occurred_at: '2026-03-11T03:30:00Z' });
    await buildEntry(user, { title: 'early', type: 'memory', occurred_at: '2026-03-10T04:30:00Z' });
    expect(await titles(user, { date: '2026-03-10', tz: 'America/New_York' })).toEqual(['late', 'early']);
    expect(await titles(user, { date: '2026-03-11', tz: 'America/New_York' })).toEqual([]);
    expect(await titles(user, { date: '2026-03-11' })).toEqual(['late']);
    expect(await titles(user, { date: '2026-03-10', tz: 'Asia/Tokyo' })).toEqual(['early']);
    expect(await titles(user, { from: '2026-03-09', to: '2026-03-11', tz: 'UTC' })).toEqual([
      'late',
      'early',
    ]);
  });

  it('refuses bad filters with the field named, never a 500', async () => {
    const { client } = await buildUser(app);
    await expectQueriesRefused(client, '/api/v1/entries', [
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
    ]);
  });
});
