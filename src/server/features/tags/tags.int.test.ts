import { describe, expect, it } from 'vitest';
import { buildEntry, buildGroupWith, buildTag, buildUser, groupItemIds } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectBodiesRefused, expectStatus } from '../../test/typed-api.ts';

const app = suiteApp();

// Written out, not imported: the spec's nine emotions, so a change to the list fails here.
const emotions = 'Joy Sadness Anger Fear Surprise Trust Anticipation Disgust Neutral'.split(' ');

const one = (id: string) => ({ params: { path: { id } } });
const named = (q: string) => ({ params: { query: { q } } });

describe('tags', () => {
  it('gives every new account the nine emotion tags, listed first', async () => {
    const user = await buildUser(app);
    await buildTag(user, { name: 'aardvark', type: 'topic' });
    const { items } = await expectStatus(user.api.GET('/api/v1/tags'), 200);
    const names = items.map((t) => t.name);
    expect(names.slice(0, 9).sort()).toEqual([...emotions].sort());
    expect(names[9]).toBe('aardvark');
    expect(items.slice(0, 9).every((t) => t.type === 'emotion' && t.entry_count === 0)).toBe(true);
  });

  it('keeps names unique per user whatever the case: 409 on create and rename', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const first = await buildTag(a, { name: 'Travel', type: 'theme' });
    expect(first).toMatchObject({ name: 'Travel', type: 'theme', entry_count: 0 });
    const dup = await a.api.POST('/api/v1/tags', { body: { name: '  tRAVEL ' } });
    expect(dup.response.status).toBe(409);
    expect(dup.error?.error).toMatchObject({ code: 'conflict', details: { fields: [{ field: 'name' }] } });
    expect((await a.api.POST('/api/v1/tags', { body: { name: 'joy' } })).response.status).toBe(409);
    expect((await b.api.POST('/api/v1/tags', { body: { name: 'Travel' } })).response.status).toBe(201);
    const other = await buildTag(a, { name: 'Work' });
    const clash = await a.api.PATCH('/api/v1/tags/{id}', { ...one(other.id), body: { name: 'TRAVEL' } });
    expect(clash.response.status).toBe(409);
    const renamed = await a.api.PATCH('/api/v1/tags/{id}', {
      ...one(other.id),
      body: { name: 'Career', type: 'theme' },
    });
    expect(renamed.data).toMatchObject({ name: 'Career', type: 'theme' });
  });

  it('refuses bad names and types with the field named', async () => {
    const { client } = await buildUser(app);
    await expectBodiesRefused(client, '/api/v1/tags', [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ name: 'ok', type: 'mood' }, 'type'],
    ]);
  });

  it('counts usage, and deleting a tag unlinks it from entries and groups while the entries stay', async () => {
    const user = await buildUser(app);
    const tag = (await buildTag(user, { name: 'Garden' })).id;
    const entry = await buildEntry(user, { title: 'Roses', type: 'memory', tag_ids: [tag] });
    const listed = await expectStatus(user.api.GET('/api/v1/tags', named('gard')), 200);
    expect(listed.items).toEqual([expect.objectContaining({ id: tag, entry_count: 1 })]);
    const groupId = await buildGroupWith(app, user.id, 'tag', tag);
    expect((await user.api.DELETE('/api/v1/tags/{id}', one(tag))).response.status).toBe(204);
    const after = await expectStatus(user.api.GET('/api/v1/entries/{id}', one(entry.id)), 200);
    expect(after).toMatchObject({ title: 'Roses', tag_ids: [], tags: [] });
    expect(await groupItemIds(app, groupId)).toEqual([]);
  });

  it('merges a tag into another: entries and groups carry the remaining tag once, the other is gone', async () => {
    const user = await buildUser(app);
    const hike = (await buildTag(user, { name: 'hike' })).id;
    const hiking = (await buildTag(user, { name: 'hiking' })).id;
    const both = (await buildEntry(user, { title: 'Both', type: 'memory', tag_ids: [hike, hiking] })).id;
    const single = (await buildEntry(user, { title: 'One', type: 'memory', tag_ids: [hike] })).id;
    const group = await buildGroupWith(app, user.id, 'tag', hike);
    const merged = await user.api.POST('/api/v1/tags/{id}/merge', {
      ...one(hike),
      body: { into_id: hiking },
    });
    expect(merged.response.status).toBe(200);
    expect(merged.data).toMatchObject({ id: hiking, name: 'hiking', entry_count: 2 });
    for (const id of [both, single]) {
      const entry = await expectStatus(user.api.GET('/api/v1/entries/{id}', one(id)), 200);
      expect(entry.tags.map((t) => t.name)).toEqual(['hiking']);
    }
    expect(await groupItemIds(app, group)).toEqual([hiking]);
    expect((await user.api.GET('/api/v1/tags', named('hike'))).data?.items).toEqual([]);
  });

  it('refuses to merge a tag into itself or into a tag that is not the caller’s', async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const mine = (await buildTag(a, { name: 'mine' })).id;
    const theirs = (await buildTag(b, { name: 'theirs' })).id;
    const merge = (from: string, into_id: string) =>
      a.api.POST('/api/v1/tags/{id}/merge', { ...one(from), body: { into_id } });
    expect((await merge(mine, mine)).response.status).toBe(400);
    expect((await merge(mine, theirs)).response.status).toBe(404);
    expect((await merge(theirs, mine)).response.status).toBe(404);
    expect((await b.api.GET('/api/v1/tags', named('theirs'))).data?.items).toHaveLength(1);
  });
});
