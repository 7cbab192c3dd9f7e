import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser, groupItemIds } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

const idOf = async (res: Promise<{ status: number; body: { id: string } }>) => {
  const { status, body } = await res;
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`);
  return body.id;
};

/** A user with a group and one item of every type, none in the group yet. */
async function journal() {
  const user = await buildUser(app);
  const c = user.client;
  const group = await idOf(c.post('/api/v1/groups', { name: 'Everything' }));
  const entry = await idOf(
    c.post('/api/v1/entries', { title: 'Lake walk', type: 'memory', content: 'Calm water' }),
  );
  const connection = await idOf(
    c.post('/api/v1/connections', { name: 'Ada', type: 'person', summary_text: 'Old friend' }),
  );
  const tag = await idOf(c.post('/api/v1/tags', { name: 'Nature' }));
  const location = await idOf(c.post('/api/v1/locations', { label: 'Lakeside' }));
  return { ...user, group, entry, connection, tag, location };
}

const add = (c: ApiClient, group: string, item_type: string, item_id: string) =>
  c.post(`/api/v1/groups/${group}/items`, { item_type, item_id });

const candidateIds = async (c: ApiClient, group: string, query: string) =>
  (await c.get(`/api/v1/groups/${group}/candidates?${query}`)).body.items.map((i: { id: string }) => i.id);

describe('group items', () => {
  it('adds one item of each type, resolves them and counts them per type', async () => {
    const j = await journal();
    const added = await add(j.client, j.group, 'entry', j.entry);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      group_id: j.group,
      item_type: 'entry',
      item_id: j.entry,
      entry: { id: j.entry, title: 'Lake walk', content: 'Calm water', tags: [] },
    });
    expect((await add(j.client, j.group, 'connection', j.connection)).body.connection).toMatchObject({
      name: 'Ada',
      type: 'person',
      summary_text: 'Old friend',
    });
    expect((await add(j.client, j.group, 'tag', j.tag)).body.tag).toMatchObject({ name: 'Nature' });
    expect((await add(j.client, j.group, 'location', j.location)).body.location).toMatchObject({
      label: 'Lakeside',
    });
    const group = await j.client.get(`/api/v1/groups/${j.group}`);
    expect(group.body.item_counts).toEqual({ entry: 1, connection: 1, tag: 1, location: 1 });
    const listed = await j.client.get('/api/v1/groups');
    expect(listed.body.items[0].item_counts).toEqual({ entry: 1, connection: 1, tag: 1, location: 1 });

    const all = await j.client.get(`/api/v1/groups/${j.group}/items`);
    expect(all.body.items.map((i: { item_type: string }) => i.item_type)).toEqual([
      'location',
      'tag',
      'connection',
      'entry',
    ]);
    const onlyTags = await j.client.get(`/api/v1/groups/${j.group}/items?type=tag`);
    expect(onlyTags.body).toMatchObject({ items: [{ item_id: j.tag }], next_cursor: null });
  });

  it('answers 409 for an item already in the group and keeps a single link', async () => {
    const j = await journal();
    expect((await add(j.client, j.group, 'entry', j.entry)).status).toBe(201);
    const again = await add(j.client, j.group, 'entry', j.entry);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'conflict',
      message: 'This entry is already in the group',
    });
    expect(await groupItemIds(app, j.group)).toEqual([j.entry]);
    // The same item may sit in another group.
    const other = await idOf(j.client.post('/api/v1/groups', { name: 'Second' }));
    expect((await add(j.client, other, 'entry', j.entry)).status).toBe(201);
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
      const res = await add(j.client, j.group, type, id);
      expect(res.status, `${type} ${id}`).toBe(400);
      expect(res.body.error.details.fields[0].field).toBe('item_id');
    }
    const badType = await add(j.client, j.group, 'source', j.entry);
    expect(badType.status).toBe(400);
    expect(badType.body.error.details.fields[0].field).toBe('item_type');
    expect(await groupItemIds(app, j.group)).toEqual([]);
  });

  it('removes an item by its link id; the item stays', async () => {
    const j = await journal();
    const link = (await add(j.client, j.group, 'entry', j.entry)).body.id;
    expect((await j.client.delete(`/api/v1/groups/${j.group}/items/${link}`)).status).toBe(204);
    expect((await j.client.delete(`/api/v1/groups/${j.group}/items/${link}`)).status).toBe(404);
    expect(await groupItemIds(app, j.group)).toEqual([]);
    expect((await j.client.get(`/api/v1/entries/${j.entry}`)).status).toBe(200);
    expect((await j.client.get(`/api/v1/groups/${j.group}`)).body.item_counts.entry).toBe(0);
  });

  it('deleting a group removes its links and keeps its items', async () => {
    const j = await journal();
    for (const type of ['entry', 'connection', 'tag', 'location'] as const)
      await add(j.client, j.group, type, j[type]);
    expect((await j.client.delete(`/api/v1/groups/${j.group}`)).status).toBe(204);
    expect((await j.client.get(`/api/v1/groups/${j.group}`)).status).toBe(404);
    expect(await groupItemIds(app, j.group)).toEqual([]);
    expect((await j.client.get(`/api/v1/entries/${j.entry}`)).status).toBe(200);
    expect((await j.client.get(`/api/v1/connections/${j.connection}`)).status).toBe(200);
    expect((await j.client.get('/api/v1/tags?q=Nature')).body.items).toHaveLength(1);
    expect((await j.client.get('/api/v1/locations?q=Lakeside')).body.items).toHaveLength(1);
  });

  it('deleting an entry, connection, tag or location takes it out of every group', async () => {
    const j = await journal();
    const second = await idOf(j.client.post('/api/v1/groups', { name: 'Second' }));
    for (const group of [j.group, second])
      for (const type of ['entry', 'connection', 'tag', 'location'] as const)
        await add(j.client, group, type, j[type]);
    const keep = await idOf(j.client.post('/api/v1/entries', { title: 'Keep me', type: 'idea' }));
    await add(j.client, second, 'entry', keep);

    expect((await j.client.delete(`/api/v1/entries/${j.entry}`)).status).toBe(204);
    expect((await j.client.delete(`/api/v1/connections/${j.connection}`)).status).toBe(204);
    expect((await j.client.delete(`/api/v1/tags/${j.tag}`)).status).toBe(204);
    expect((await j.client.delete(`/api/v1/locations/${j.location}`)).status).toBe(204);

    expect(await groupItemIds(app, j.group)).toEqual([]);
    expect(await groupItemIds(app, second)).toEqual([keep]);
    expect((await j.client.get(`/api/v1/groups/${second}`)).body.item_counts).toEqual({
      entry: 1,
      connection: 0,
      tag: 0,
      location: 0,
    });
  });

  it('pages the items of a type, most recently added first', async () => {
    const { client } = await buildUser(app);
    const group = await idOf(client.post('/api/v1/groups', { name: 'Many' }));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await idOf(client.post('/api/v1/entries', { title: `Entry ${i}`, type: 'idea' }));
      await add(client, group, 'entry', id);
      ids.unshift(id);
    }
    const first = await client.get(`/api/v1/groups/${group}/items?type=entry&limit=3`);
    const second = await client.get(
      `/api/v1/groups/${group}/items?type=entry&limit=3&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.next_cursor).toBeNull();
    const seen = [...first.body.items, ...second.body.items].map((i: { item_id: string }) => i.item_id);
    expect(seen).toEqual(ids);
  });
});

describe('group candidates', () => {
  it('lists the items of a type that are not in the group yet', async () => {
    const j = await journal();
    const other = await idOf(j.client.post('/api/v1/entries', { title: 'Other', type: 'idea' }));
    expect(await candidateIds(j.client, j.group, 'type=entry')).toEqual([other, j.entry]);
    await add(j.client, j.group, 'entry', j.entry);
    expect(await candidateIds(j.client, j.group, 'type=entry')).toEqual([other]);
    expect(await candidateIds(j.client, j.group, 'type=connection')).toEqual([j.connection]);
    await add(j.client, j.group, 'connection', j.connection);
    expect(await candidateIds(j.client, j.group, 'type=connection')).toEqual([]);
    expect(await candidateIds(j.client, j.group, 'type=location')).toEqual([j.location]);
    // Tags include the nine emotion tags every account starts with.
    const tags = await j.client.get(`/api/v1/groups/${j.group}/candidates?type=tag&limit=100`);
    expect(tags.body.items).toHaveLength(10);
    await add(j.client, j.group, 'tag', j.tag);
    expect(await candidateIds(j.client, j.group, 'type=tag&limit=100')).not.toContain(j.tag);
  });

  it('searches entries by title or content and connections by name or summary, ignoring case', async () => {
    const { client } = await buildUser(app);
    const group = await idOf(client.post('/api/v1/groups', { name: 'Search' }));
    const byTitle = await idOf(client.post('/api/v1/entries', { title: 'Harbour SUNSET', type: 'memory' }));
    const byContent = await idOf(
      client.post('/api/v1/entries', { title: 'Evening', type: 'memory', content: 'the sunset was red' }),
    );
    await idOf(client.post('/api/v1/entries', { title: 'Breakfast', type: 'memory', content: 'toast' }));
    expect(await candidateIds(client, group, 'type=entry&q=sunset')).toEqual([byContent, byTitle]);
    const byName = await idOf(client.post('/api/v1/connections', { name: 'Grace Hopper', type: 'person' }));
    const bySummary = await idOf(
      client.post('/api/v1/connections', {
        name: 'Navy',
        type: 'institution',
        summary_text: 'Where GRACE served',
      }),
    );
    expect(await candidateIds(client, group, 'type=connection&q=grace')).toEqual([bySummary, byName]);
    expect(await candidateIds(client, group, 'type=entry&q=100%25')).toEqual([]);
  });

  it('previews the first 50 characters of content or summary, then ...', async () => {
    const { client } = await buildUser(app);
    const group = await idOf(client.post('/api/v1/groups', { name: 'Previews' }));
    const long = `${'a'.repeat(50)}bcdef`;
    await client.post('/api/v1/entries', { title: 'Long', type: 'article', content: long });
    await client.post('/api/v1/entries', { title: 'Short', type: 'article', content: 'Brief' });
    await client.post('/api/v1/entries', { title: 'Empty', type: 'article' });
    const res = await client.get(`/api/v1/groups/${group}/candidates?type=entry`);
    expect(
      res.body.items.map((i: { title: string; preview: string | null }) => [i.title, i.preview]),
    ).toEqual([
      ['Empty', null],
      ['Short', 'Brief'],
      ['Long', `${'a'.repeat(50)}...`],
    ]);
    expect(res.body.items[0]).toMatchObject({ item_type: 'entry', subtitle: 'article' });
  });

  it('pages candidates with a cursor', async () => {
    const { client } = await buildUser(app);
    const group = await idOf(client.post('/api/v1/groups', { name: 'Paged' }));
    for (let i = 0; i < 5; i++) await client.post('/api/v1/locations', { label: `Place ${i}` });
    const first = await client.get(`/api/v1/groups/${group}/candidates?type=location&limit=2`);
    const labels = first.body.items.map((i: { title: string }) => i.title);
    let cursor = first.body.next_cursor;
    while (cursor) {
      const next = await client.get(
        `/api/v1/groups/${group}/candidates?type=location&limit=2&cursor=${cursor}`,
      );
      labels.push(...next.body.items.map((i: { title: string }) => i.title));
      cursor = next.body.next_cursor;
    }
    expect(labels).toEqual(['Place 4', 'Place 3', 'Place 2', 'Place 1', 'Place 0']);
    const bad = await client.get(`/api/v1/groups/${group}/candidates?type=location&cursor=nope`);
    expect(bad.status).toBe(400);
  });
});
