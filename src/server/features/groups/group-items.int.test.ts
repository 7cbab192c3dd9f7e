import { describe, expect, it } from 'vitest';
import {
  buildConnection,
  buildEntry,
  buildGroup,
  buildGroupItem,
  buildLocation,
  buildTag,
  buildUser,
  groupItemIds,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, refusedFields } from '../../test/typed-api.ts';

const app = suiteApp();

type ItemType = 'entry' | 'connection' | 'tag' | 'location';
const one = (id: string) => ({ params: { path: { id } } });

/** A user with a group and one item of every type, none in the group yet. */
async function journal() {
  const user = await buildUser(app);
  const group = (await buildGroup(user, { name: 'Everything' })).id;
  const entry = (await buildEntry(user, { title: 'Lake walk', type: 'memory', content: 'Calm water' })).id;
  const connection = (
    await buildConnection(user, { name: 'Ada', type: 'person', summary_text: 'Old friend' })
  ).id;
  const tag = (await buildTag(user, { name: 'Nature' })).id;
  const location = (await buildLocation(user, { label: 'Lakeside' })).id;
  return { ...user, group, entry, connection, tag, location };
}

/** Adds an item to a group, answering whatever the route answers. */
const add = (user: TestUser, group: string, item_type: ItemType, item_id: string) =>
  user.api.POST('/api/v1/groups/{id}/items', { ...one(group), body: { item_type, item_id } });

type CandidateQuery = { type?: ItemType; q?: string; limit?: number; cursor?: string };
const candidates = (user: TestUser, group: string, query: CandidateQuery) =>
  expectStatus(
    user.api.GET('/api/v1/groups/{id}/candidates', { params: { path: { id: group }, query } }),
    200,
  );
const candidateIds = async (user: TestUser, group: string, query: CandidateQuery) =>
  (await candidates(user, group, query)).items.map((i) => i.id);
const items = (
  user: TestUser,
  group: string,
  query: { type?: ItemType; limit?: number; cursor?: string } = {},
) => expectStatus(user.api.GET('/api/v1/groups/{id}/items', { params: { path: { id: group }, query } }), 200);
const groupOf = (user: TestUser, group: string) => user.api.GET('/api/v1/groups/{id}', one(group));

describe('group items', () => {
  it('adds one item of each type, resolves them and counts them per type', async () => {
    const j = await journal();
    expect(await expectStatus(add(j, j.group, 'entry', j.entry), 201)).toMatchObject({
      group_id: j.group,
      item_type: 'entry',
      item_id: j.entry,
      entry: { id: j.entry, title: 'Lake walk', content: 'Calm water', tags: [] },
    });
    expect((await add(j, j.group, 'connection', j.connection)).data).toMatchObject({
      connection: { name: 'Ada', type: 'person', summary_text: 'Old friend' },
    });
    expect((await add(j, j.group, 'tag', j.tag)).data).toMatchObject({ tag: { name: 'Nature' } });
    expect((await add(j, j.group, 'location', j.location)).data).toMatchObject({
      location: { label: 'Lakeside' },
    });
    const counts = { entry: 1, connection: 1, tag: 1, location: 1 };
    expect((await groupOf(j, j.group)).data?.item_counts).toEqual(counts);
    expect((await expectStatus(j.api.GET('/api/v1/groups'), 200)).items[0]?.item_counts).toEqual(counts);

    const all = await items(j, j.group);
    expect(all.items.map((i) => i.item_type)).toEqual(['location', 'tag', 'connection', 'entry']);
    const onlyTags = await items(j, j.group, { type: 'tag' });
    expect(onlyTags).toMatchObject({ items: [{ item_id: j.tag }], next_cursor: null });
  });

  it('answers 409 for an item already in the group and keeps a single link', async () => {
    const j = await journal();
    await expectStatus(add(j, j.group, 'entry', j.entry), 201);
    const again = await add(j, j.group, 'entry', j.entry);
    expect(again.response.status).toBe(409);
    expect(again.error?.error).toMatchObject({
      code: 'conflict',
      message: 'This entry is already in the group',
    });
    expect(await groupItemIds(app, j.group)).toEqual([j.entry]);
    // The same item may sit in another group.
    const other = (await buildGroup(j, { name: 'Second' })).id;
    await expectStatus(add(j, other, 'entry', j.entry), 201);
  });

  it("refuses another user's item, an unknown id and a wrong type, naming item_id", async () => {
    const j = await journal();
    const stranger = await journal();
    for (const [type, id] of [
      ['entry', stranger.entry],
      ['connection', stranger.connection],
      ['tag', stranger.tag],
      ['location', stranger.location],
      ['entry', crypto.randomUUID()],
      ['tag', j.entry],
    ] as const) {
      const res = await add(j, j.group, type, id);
      expect(res.response.status, `${type} ${id}`).toBe(400);
      expect(refusedFields(res.error)[0]).toBe('item_id');
    }
    // Untyped on purpose: the contract has no item type 'source'.
    const badType = await j.client.post(`/api/v1/groups/${j.group}/items`, {
      item_type: 'source',
      item_id: j.entry,
    });
    expect(badType.status).toBe(400);
    expect(refusedFields(badType.body)[0]).toBe('item_type');
    expect(await groupItemIds(app, j.group)).toEqual([]);
  });

  it('removes an item by its link id; the item stays', async () => {
    const j = await journal();
    const link = (await buildGroupItem(j, j.group, { item_type: 'entry', item_id: j.entry })).id;
    const remove = () =>
      j.api.DELETE('/api/v1/groups/{id}/items/{item_id}', {
        params: { path: { id: j.group, item_id: link } },
      });
    expect((await remove()).response.status).toBe(204);
    expect((await remove()).response.status).toBe(404);
    expect(await groupItemIds(app, j.group)).toEqual([]);
    await expectStatus(j.api.GET('/api/v1/entries/{id}', one(j.entry)), 200);
    expect((await groupOf(j, j.group)).data?.item_counts.entry).toBe(0);
  });

  it('deleting a group removes its links and keeps its items', async () => {
    const j = await journal();
    for (const type of ['entry', 'connection', 'tag', 'location'] as const)
      await add(j, j.group, type, j[type]);
    await expectStatus(j.api.DELETE('/api/v1/groups/{id}', one(j.group)), 204);
    expect((await groupOf(j, j.group)).response.status).toBe(404);
    expect(await groupItemIds(app, j.group)).toEqual([]);
    await expectStatus(j.api.GET('/api/v1/entries/{id}', one(j.entry)), 200);
    await expectStatus(j.api.GET('/api/v1/connections/{id}', one(j.connection)), 200);
    const tags = await j.api.GET('/api/v1/tags', { params: { query: { q: 'Nature' } } });
    expect(tags.data?.items).toHaveLength(1);
    const locations = await j.api.GET('/api/v1/locations', { params: { query: { q: 'Lakeside' } } });
    expect(locations.data?.items).toHaveLength(1);
  });

  it('deleting an entry, connection, tag or location takes it out of every group', async () => {
    const j = await journal();
    const second = (await buildGroup(j, { name: 'Second' })).id;
    for (const group of [j.group, second])
      for (const type of ['entry', 'connection', 'tag', 'location'] as const)
        await add(j, group, type, j[type]);
    const keep = (await buildEntry(j, { title: 'Keep me', type: 'idea' })).id;
    await add(j, second, 'entry', keep);

    await expectStatus(j.api.DELETE('/api/v1/entries/{id}', one(j.entry)), 204);
    await expectStatus(j.api.DELETE('/api/v1/connections/{id}', one(j.connection)), 204);
    await expectStatus(j.api.DELETE('/api/v1/tags/{id}', one(j.tag)), 204);
    await expectStatus(j.api.DELETE('/api/v1/locations/{id}', one(j.location)), 204);

    expect(await groupItemIds(app, j.group)).toEqual([]);
    expect(await groupItemIds(app, second)).toEqual([keep]);
    expect((await groupOf(j, second)).data?.item_counts).toEqual({
      entry: 1,
      connection: 0,
      tag: 0,
      location: 0,
    });
  });

  it('pages the items of a type, most recently added first', async () => {
    const user = await buildUser(app);
    const group = (await buildGroup(user, { name: 'Many' })).id;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = (await buildEntry(user, { title: `Entry ${i}`, type: 'idea' })).id;
      await add(user, group, 'entry', id);
      ids.unshift(id);
    }
    const first = await items(user, group, { type: 'entry', limit: 3 });
    const second = await items(user, group, { type: 'entry', limit: 3, cursor: first.next_cursor ?? '' });
    expect(second.next_cursor).toBeNull();
    expect([...first.items, ...second.items].map((i) => i.item_id)).toEqual(ids);
  });
});

describe('group candidates', () => {
  it('lists the items of a type that are not in the group yet', async () => {
    const j = await journal();
    const other = (await buildEntry(j, { title: 'Other', type: 'idea' })).id;
    expect(await candidateIds(j, j.group, { type: 'entry' })).toEqual([other, j.entry]);
    await add(j, j.group, 'entry', j.entry);
    expect(await candidateIds(j, j.group, { type: 'entry' })).toEqual([other]);
    expect(await candidateIds(j, j.group, { type: 'connection' })).toEqual([j.connection]);
    await add(j, j.group, 'connection', j.connection);
    expect(await candidateIds(j, j.group, { type: 'connection' })).toEqual([]);
    expect(await candidateIds(j, j.group, { type: 'location' })).toEqual([j.location]);
    // Tags include the nine emotion tags every account starts with.
    expect((await candidates(j, j.group, { type: 'tag', limit: 100 })).items).toHaveLength(10);
    await add(j, j.group, 'tag', j.tag);
    expect(await candidateIds(j, j.group, { type: 'tag', limit: 100 })).not.toContain(j.tag);
  });

  it('searches entries by title or content and connections by name or summary, ignoring case', async () => {
    const user = await buildUser(app);
    const group = (await buildGroup(user, { name: 'Search' })).id;
    const byTitle = (await buildEntry(user, { title: 'Harbour SUNSET', type: 'memory' })).id;
    const byContent = (
      await buildEntry(user, { title: 'Evening', type: 'memory', content: 'the sunset was red' })
    ).id;
    await buildEntry(user, { title: 'Breakfast', type: 'memory', content: 'toast' });
    expect(await candidateIds(user, group, { type: 'entry', q: 'sunset' })).toEqual([byContent, byTitle]);
    const byName = (await buildConnection(user, { name: 'Grace Hopper', type: 'person' })).id;
    const bySummary = (
      await buildConnection(user, { name: 'Navy', type: 'institution', summary_text: 'Where GRACE served' })
    ).id;
    expect(await candidateIds(user, group, { type: 'connection', q: 'grace' })).toEqual([bySummary, byName]);
    expect(await candidateIds(user, group, { type: 'entry', q: '100%' })).toEqual([]);
  });

  it('previews the first 50 characters of content or summary, then ...', async () => {
    const user = await buildUser(app);
    const group = (await buildGroup(user, { name: 'Previews' })).id;
    const long = `${'a'.repeat(50)}bcdef`;
    await buildEntry(user, { title: 'Long', type: 'article', content: long });
    await buildEntry(user, { title: 'Short', type: 'article', content: 'Brief' });
    await buildEntry(user, { title: 'Empty', type: 'article' });
    const { items: found } = await candidates(user, group, { type: 'entry' });
    expect(found.map((i) => [i.title, i.preview])).toEqual([
      ['Empty', null],
      ['Short', 'Brief'],
      ['Long', `${'a'.repeat(50)}...`],
    ]);
    expect(found[0]).toMatchObject({ item_type: 'entry', subtitle: 'article' });
  });

  it('pages candidates with a cursor', async () => {
    const user = await buildUser(app);
    const group = (await buildGroup(user, { name: 'Paged' })).id;
    for (let i = 0; i < 5; i++) await buildLocation(user, { label: `Place ${i}` });
    const first = await candidates(user, group, { type: 'location', limit: 2 });
    const labels = first.items.map((i) => i.title);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await candidates(user, group, { type: 'location', limit: 2, cursor });
      labels.push(...next.items.map((i) => i.title));
      cursor = next.next_cursor;
    }
    expect(labels).toEqual(['Place 4', 'Place 3', 'Place 2', 'Place 1', 'Place 0']);
    const bad = await user.api.GET('/api/v1/groups/{id}/candidates', {
      params: { path: { id: group }, query: { type: 'location', cursor: 'nope' } },
    });
    expect(bad.response.status).toBe(400);
  });
});
