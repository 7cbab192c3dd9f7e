import { expect, it } from 'vitest';
import {
  buildConnection,
  buildEntry,
  buildGroup,
  buildInTurn,
  buildTag,
  buildUser,
  type TestUser,
} from '../test/factories.ts';
import { sentToPostgres } from '../test/sent-statements.ts';
import { suiteApp } from '../test/suite-app.ts';
import { expectStatus } from '../test/typed-api.ts';

// The reads every visit makes are prepared statements (db/prepared.ts): the unfiltered entries
// list (first page and continued below a cursor), one entry, a group, a calendar month and the
// first page of the connections by name; and the entry a create or an edit answers. On PostgreSQL they travel by name, parsed once per
// connection, and one named statement serves everyone, each seeing only their own rows.

const app = suiteApp();

const page = (user: TestUser, query: { limit: number; cursor?: string; favorite?: 'true' }) =>
  expectStatus(user.api.GET('/api/v1/entries', { params: { query } }), 200);

/** A read's data statement: after the `begin` that reads the session and before the `commit`. */
const entryStatement = (sent: { name?: string; text: string }[]) => sent[1];

it('reads the whole journal by name, first page and the next, and a filtered page as before', async () => {
  const user = await buildUser(app);
  await buildInTurn(user, buildEntry, [
    { title: 'oldest', type: 'memory', occurred_at: '2025-05-01T10:00:00Z' },
    { title: 'middle', type: 'memory', occurred_at: '2025-05-02T10:00:00Z', is_favorite: true },
    { title: 'newest', type: 'memory', occurred_at: '2025-05-03T10:00:00Z' },
  ]);
  // Each read twice: the first on a connection may prepare, the second is what later loads do.
  let first = await page(user, { limit: 2 });
  const firstSent = await sentToPostgres(async () => {
    first = await page(user, { limit: 2 });
  });
  expect(first.items.map((e) => e.title)).toEqual(['newest', 'middle']);
  expect(first.items[1]?.is_favorite).toBe(true);
  const cursor = first.next_cursor as string;
  expect(cursor).toBeTruthy();

  let rest = await page(user, { limit: 2, cursor });
  const restSent = await sentToPostgres(async () => {
    rest = await page(user, { limit: 2, cursor });
  });
  expect(rest.items.map((e) => e.title)).toEqual(['oldest']);
  expect(rest.next_cursor).toBeNull();

  let favorites = await page(user, { limit: 2, favorite: 'true' });
  const filteredSent = await sentToPostgres(async () => {
    favorites = await page(user, { limit: 2, favorite: 'true' });
  });
  expect(favorites.items.map((e) => e.title)).toEqual(['middle']);

  if (app.database.kind === 'postgres') {
    expect(firstSent).toHaveLength(3);
    expect(entryStatement(firstSent)?.name).toBe('memento_entries_page');
    expect(entryStatement(restSent)?.name).toBe('memento_entries_page_after');
    expect(entryStatement(filteredSent)?.name).toBeUndefined();
  }
});

it('serves each person their own entries through the one named statement', async () => {
  const [ana, ben] = [await buildUser(app), await buildUser(app)];
  await buildEntry(ana, { title: 'Ana at the lake', type: 'memory' });
  await buildEntry(ben, { title: 'Ben at the market', type: 'memory' });
  // Turns on the same few pooled connections, so one connection's statement serves both.
  for (let round = 0; round < 4; round++) {
    const [mine, theirs] = await Promise.all([page(ana, { limit: 20 }), page(ben, { limit: 20 })]);
    expect(mine.items.map((e) => e.title)).toEqual(['Ana at the lake']);
    expect(theirs.items.map((e) => e.title)).toEqual(['Ben at the market']);
  }
});

it('opens an entry, a group and a calendar month by name, each only to its owner', async () => {
  const [ana, ben] = [await buildUser(app), await buildUser(app)];
  const entry = await buildEntry(ana, { title: 'Lake', type: 'memory', occurred_at: '2025-05-02T10:00:00Z' });
  await buildEntry(ben, { title: 'Market', type: 'memory', occurred_at: '2025-05-02T11:00:00Z' });
  const group = await buildGroup(ana, { name: 'Summer' });
  const reads = {
    entry: () =>
      expectStatus(ana.api.GET('/api/v1/entries/{id}', { params: { path: { id: entry.id } } }), 200),
    group: () =>
      expectStatus(ana.api.GET('/api/v1/groups/{id}', { params: { path: { id: group.id } } }), 200),
    month: (user: TestUser) =>
      expectStatus(
        user.api.GET('/api/v1/calendar', {
          params: { query: { from: '2025-05-01', to: '2025-05-31', tz: 'Europe/Paris' } },
        }),
        200,
      ),
  };
  const names: (string | undefined)[] = [];
  for (const read of [reads.entry, reads.group, () => reads.month(ana)]) {
    await read();
    names.push(entryStatement(await sentToPostgres(read))?.name);
  }
  expect((await reads.entry()).title).toBe('Lake');
  expect((await reads.group()).name).toBe('Summer');
  expect((await reads.month(ana)).days).toEqual([{ date: '2025-05-02', count: 1 }]);
  expect((await reads.month(ben)).days).toEqual([{ date: '2025-05-02', count: 1 }]);
  // Another person's entry and group stay theirs through the same named statements.
  expect(
    (await ben.api.GET('/api/v1/entries/{id}', { params: { path: { id: entry.id } } })).response.status,
  ).toBe(404);
  expect(
    (await ben.api.GET('/api/v1/groups/{id}', { params: { path: { id: group.id } } })).response.status,
  ).toBe(404);
  if (app.database.kind === 'postgres') {
    expect(names).toEqual([
      'memento_entry_with_neighbours',
      'memento_counted_group',
      'memento_entries_by_local_day',
    ]);
  }
});

it('lists the first page of connections by name through one named statement, each person their own', async () => {
  const [ana, ben] = [await buildUser(app), await buildUser(app)];
  const bea = await buildConnection(ana, { name: 'bea' });
  const adam = await buildConnection(ana, { name: 'Adam', related_connection_ids: [bea.id] });
  await buildConnection(ben, { name: 'Carl' });
  const list = (user: TestUser, query: { limit: number; q?: string; cursor?: string }) =>
    expectStatus(user.api.GET('/api/v1/connections', { params: { query } }), 200);
  await list(ana, { limit: 1 });
  let first = await list(ana, { limit: 1 });
  const firstSent = await sentToPostgres(async () => {
    first = await list(ana, { limit: 1 });
  });
  // A to Z whatever the case, with the related ids the page's own statement reads.
  expect(first.items.map((c) => [c.name, c.related_connection_ids])).toEqual([['Adam', [bea.id]]]);
  const rest = await list(ana, { limit: 1, cursor: first.next_cursor as string });
  expect(rest.items.map((c) => [c.name, c.related_connection_ids])).toEqual([['bea', [adam.id]]]);
  for (let round = 0; round < 3; round++) {
    const [mine, theirs] = await Promise.all([list(ana, { limit: 20 }), list(ben, { limit: 20 })]);
    expect(mine.items.map((c) => c.name)).toEqual(['Adam', 'bea']);
    expect(theirs.items.map((c) => c.name)).toEqual(['Carl']);
  }
  const filteredSent = await sentToPostgres(() => list(ana, { limit: 20, q: 'be' }));
  if (app.database.kind === 'postgres') {
    expect(firstSent).toHaveLength(3);
    expect(entryStatement(firstSent)?.name).toBe('memento_connections_first_by_name');
    expect(entryStatement(filteredSent)?.name).toBeUndefined();
  }
});

it("answers a create and an edit with the entry read back by the entry page's name, with its links", async () => {
  const user = await buildUser(app);
  const tag = await buildTag(user, { name: 'lake' });
  const friend = await buildConnection(user, { name: 'Ada' });
  const create = (title: string) =>
    expectStatus(
      user.api.POST('/api/v1/entries', {
        body: { title, type: 'memory', content: 'Swim.', tag_ids: [tag.id], connection_ids: [friend.id] },
      }),
      201,
    );
  await create('first');
  let created = await create('second');
  const createSent = await sentToPostgres(async () => {
    created = await create('third');
  });
  expect(created.title).toBe('third');
  expect(created.tags.map((t) => t.id)).toEqual([tag.id]);
  expect(created.connections.map((c) => c.id)).toEqual([friend.id]);
  let edited = created;
  const editSent = await sentToPostgres(async () => {
    edited = await expectStatus(
      user.api.PATCH('/api/v1/entries/{id}', {
        params: { path: { id: created.id } },
        body: { title: 'edited' },
      }),
      200,
    );
  });
  expect(edited.title).toBe('edited');
  expect(edited.tags.map((t) => t.id)).toEqual([tag.id]);
  if (app.database.kind === 'postgres') {
    for (const sent of [createSent, editSent])
      expect(sent.map((statement) => statement.name)).toContain('memento_entry_with_neighbours');
  }
});
