import { describe, expect, it } from 'vitest';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

// activity_count and last_entry_at are kept by database triggers: these follow them through the
// API as entries are linked, unlinked, moved in time and deleted, and page the two sorts they serve.

const app = suiteApp();

type Sort = 'name' | 'recent' | 'activity';
interface Listed {
  id: string;
  name: string;
  activity_count: number;
  last_entry_at: string | null;
}
const one = (id: string) => ({ params: { path: { id } } });
const patchEntry = (user: TestUser, id: string, body: { connection_ids?: string[]; occurred_at?: string }) =>
  expectStatus(user.api.PATCH('/api/v1/entries/{id}', { ...one(id), body }), 200);
const deleteEntry = (user: TestUser, id: string) => user.api.DELETE('/api/v1/entries/{id}', one(id));

const make = async (user: TestUser, name: string) => (await buildConnection(user, { name })).id;
const entry = async (user: TestUser, occurred_at: string, connection_ids: string[]) =>
  (await buildEntry(user, { occurred_at, connection_ids })).id;

/** Every connection of the user in `sort` order, `limit` per page, following the cursors. */
async function allPages(user: TestUser, sort: Sort, limit: number): Promise<Listed[]> {
  const seen: Listed[] = [];
  let cursor: string | null = null;
  do {
    const query: { sort: Sort; limit: number; cursor?: string } = {
      sort,
      limit,
      ...(cursor ? { cursor } : {}),
    };
    const page = await expectStatus(user.api.GET('/api/v1/connections', { params: { query } }), 200);
    seen.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return seen;
}

/** name → [count, newest entry date] as the list shows them. */
async function activity(user: TestUser) {
  const items = await allPages(user, 'name', 100);
  return Object.fromEntries(items.map((c) => [c.name, [c.activity_count, c.last_entry_at]]));
}

const at = (day: string) => `${day}T09:30:00.000Z`;

describe('connection activity columns', () => {
  it('follow linking, unlinking, moving an entry in time and deleting it', async () => {
    const user = await buildUser(app);
    const [ada, ben, cy] = [await make(user, 'Ada'), await make(user, 'Ben'), await make(user, 'Cy')];
    await make(user, 'Dee');
    const first = await entry(user, at('2024-01-01'), [ada]);
    const second = await entry(user, at('2024-02-01'), [ada, ben]);
    const third = await entry(user, at('2024-03-01'), [ben, cy]);
    // Another user's journal changes nothing here.
    const other = await buildUser(app);
    await entry(other, at('2026-01-01'), [await make(other, 'Ada')]);
    expect(await activity(user)).toEqual({
      Ada: [2, at('2024-02-01')],
      Ben: [2, at('2024-03-01')],
      Cy: [1, at('2024-03-01')],
      Dee: [0, null],
    });

    await patchEntry(user, first, { connection_ids: [ada, cy] });
    await patchEntry(user, third, { connection_ids: [cy] });
    expect(await activity(user)).toMatchObject({
      Ben: [1, at('2024-02-01')],
      Cy: [2, at('2024-03-01')],
    });

    await patchEntry(user, second, { occurred_at: at('2025-05-05') });
    expect(await activity(user)).toMatchObject({ Ada: [2, at('2025-05-05')], Ben: [1, at('2025-05-05')] });
    await patchEntry(user, second, { occurred_at: at('2023-06-01') });
    expect(await activity(user)).toMatchObject({ Ada: [2, at('2024-01-01')], Ben: [1, at('2023-06-01')] });

    expect((await deleteEntry(user, first)).response.status).toBe(204);
    await deleteEntry(user, second);
    expect(await activity(user)).toEqual({
      Ada: [0, null],
      Ben: [0, null],
      Cy: [1, at('2024-03-01')],
      Dee: [0, null],
    });
    const detail = await user.api.GET('/api/v1/connections/{id}', one(cy));
    expect(detail.data).toMatchObject({ activity_count: 1, last_entry_at: at('2024-03-01') });
    expect(await activity(other)).toEqual({ Ada: [1, at('2026-01-01')] });
  });

  it('pages sort=activity and sort=recent in order, ties by id, unlinked last', async () => {
    const user = await buildUser(app);
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) ids.push(await make(user, name));
    const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];
    // Counts 3, 2, 2, 1, 1, 0, 0 (ties in both); A, B and C share their newest date.
    await entry(user, at('2024-05-01'), [a, b, c]);
    await entry(user, at('2024-04-01'), [a, d]);
    await entry(user, at('2024-03-01'), [a, b, c]);
    await entry(user, at('2024-01-01'), [e]);
    const unlinked = await entry(user, at('2023-01-01'), [b, f]);
    await patchEntry(user, unlinked, { connection_ids: [] });
    const byIdDesc = (x: Listed, y: Listed) => (x.id < y.id ? 1 : -1);
    const all = await allPages(user, 'name', 100);

    const expectedActivity = [...all]
      .sort((x, y) => y.activity_count - x.activity_count || byIdDesc(x, y))
      .map((x) => x.name);
    expect(all.map((x) => x.activity_count).sort()).toEqual([0, 0, 1, 1, 2, 2, 3]);
    for (const limit of [1, 2, 3])
      expect((await allPages(user, 'activity', limit)).map((x) => x.name)).toEqual(expectedActivity);

    const time = (x: Listed) => (x.last_entry_at ? Date.parse(x.last_entry_at) : -1);
    const expectedRecent = [...all].sort((x, y) => time(y) - time(x) || byIdDesc(x, y)).map((x) => x.name);
    expect(expectedRecent.slice(0, 3).sort()).toEqual(['A', 'B', 'C']);
    expect(expectedRecent.slice(3)).toEqual([
      'D',
      'E',
      ...((ids[5] as string) > (ids[6] as string) ? ['F', 'G'] : ['G', 'F']),
    ]);
    for (const limit of [1, 2, 3])
      expect((await allPages(user, 'recent', limit)).map((x) => x.name)).toEqual(expectedRecent);
  });
});
