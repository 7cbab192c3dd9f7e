import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupWith, buildUser, groupItemIds } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const emotions = [
  'Joy',
  'Sadness',
  'Anger',
  'Fear',
  'Surprise',
  'Trust',
  'Anticipation',
  'Disgust',
  'Neutral',
];

describe('tags', () => {
  it('gives every new account the nine emotion tags, listed first', async () => {
    const { client } = await buildUser(app);
    await client.post('/api/v1/tags', { name: 'aardvark', type: 'topic' });
    const res = await client.get('/api/v1/tags');
    expect(res.status).toBe(200);
    const names = res.body.items.map((t: { name: string }) => t.name);
    expect(names.slice(0, 9).sort()).toEqual([...emotions].sort());
    expect(names[9]).toBe('aardvark');
    expect(
      res.body.items
        .slice(0, 9)
        .every((t: { type: string; entry_count: number }) => t.type === 'emotion' && t.entry_count === 0),
    ).toBe(true);
  });

  it('keeps names unique per user whatever the case: 409 on create and rename', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const first = await a.client.post('/api/v1/tags', { name: 'Travel', type: 'theme' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Travel', type: 'theme', entry_count: 0 });
    const dup = await a.client.post('/api/v1/tags', { name: '  tRAVEL ' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'conflict', details: { fields: [{ field: 'name' }] } });
    expect((await a.client.post('/api/v1/tags', { name: 'joy' })).status).toBe(409);
    expect((await b.client.post('/api/v1/tags', { name: 'Travel' })).status).toBe(201);
    const other = await a.client.post('/api/v1/tags', { name: 'Work' });
    expect((await a.client.patch(`/api/v1/tags/${other.body.id}`, { name: 'TRAVEL' })).status).toBe(409);
    const renamed = await a.client.patch(`/api/v1/tags/${other.body.id}`, { name: 'Career', type: 'theme' });
    expect(renamed.body).toMatchObject({ name: 'Career', type: 'theme' });
  });

  it('refuses bad names and types with the field named', async () => {
    const { client } = await buildUser(app);
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'ok', type: 'mood' }, 'type'],
    ] as const) {
      const res = await client.post('/api/v1/tags', body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields[0].field).toBe(field);
    }
  });

  it('counts usage, and deleting a tag unlinks it from entries and groups while the entries stay', async () => {
    const user = await buildUser(app);
    const tag = (await user.client.post('/api/v1/tags', { name: 'Garden' })).body.id;
    const entry = await user.client.post('/api/v1/entries', {
      title: 'Roses',
      type: 'memory',
      tag_ids: [tag],
    });
    const listed = await user.client.get('/api/v1/tags?q=gard');
    expect(listed.body.items).toEqual([expect.objectContaining({ id: tag, entry_count: 1 })]);
    const groupId = await buildGroupWith(app, user.id, 'tag', tag);
    expect((await user.client.delete(`/api/v1/tags/${tag}`)).status).toBe(204);
    const after = await user.client.get(`/api/v1/entries/${entry.body.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ title: 'Roses', tag_ids: [], tags: [] });
    expect(await groupItemIds(app, groupId)).toEqual([]);
  });

  it("answers 404 for another user's tag on every verb", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const theirs = (await b.client.post('/api/v1/tags', { name: 'Mine' })).body.id;
    expect((await a.client.patch(`/api/v1/tags/${theirs}`, { name: 'Stolen' })).status).toBe(404);
    expect((await a.client.delete(`/api/v1/tags/${theirs}`)).status).toBe(404);
    expect((await a.client.get('/api/v1/tags?q=Mine')).body.items).toEqual([]);
    expect((await b.client.get('/api/v1/tags?q=Mine')).body.items[0].name).toBe('Mine');
  });

  it('merges a tag into another: entries and groups carry the remaining tag once, the other is gone', async () => {
    const { id: userId, client } = await buildUser(app);
    const hike = (await client.post('/api/v1/tags', { name: 'hike' })).body.id;
    const hiking = (await client.post('/api/v1/tags', { name: 'hiking' })).body.id;
    const both = (
      await client.post('/api/v1/entries', { title: 'Both', type: 'memory', tag_ids: [hike, hiking] })
    ).body.id;
    const one = (await client.post('/api/v1/entries', { title: 'One', type: 'memory', tag_ids: [hike] })).body
      .id;
    const group = await buildGroupWith(app, userId, 'tag', hike);
    const merged = await client.post(`/api/v1/tags/${hike}/merge`, { into_id: hiking });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: hiking, name: 'hiking', entry_count: 2 });
    for (const id of [both, one]) {
      const tags = (await client.get(`/api/v1/entries/${id}`)).body.tags.map((t: { name: string }) => t.name);
      expect(tags).toEqual(['hiking']);
    }
    expect(await groupItemIds(app, group)).toEqual([hiking]);
    expect((await client.get('/api/v1/tags?q=hike')).body.items).toEqual([]);
  });

  it('refuses to merge a tag into itself or into a tag that is not the caller’s', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const mine = (await a.client.post('/api/v1/tags', { name: 'mine' })).body.id;
    const theirs = (await b.client.post('/api/v1/tags', { name: 'theirs' })).body.id;
    expect((await a.client.post(`/api/v1/tags/${mine}/merge`, { into_id: mine })).status).toBe(400);
    expect((await a.client.post(`/api/v1/tags/${mine}/merge`, { into_id: theirs })).status).toBe(404);
    expect((await a.client.post(`/api/v1/tags/${theirs}/merge`, { into_id: mine })).status).toBe(404);
    expect((await b.client.get('/api/v1/tags?q=theirs')).body.items).toHaveLength(1);
  });
});
