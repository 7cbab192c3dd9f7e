import { describe, expect, it } from 'vitest';
import { buildEntry, buildGroup, buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectBodiesRefused, expectStatus, typedApi } from '../../test/typed-api.ts';

const app = suiteApp();

const one = (id: string) => ({ params: { path: { id } } });
const names = (page: { items: { name: string }[] }) => page.items.map((g) => g.name);

describe('groups', () => {
  it('trims the name and description, stores a blank description as null and shows zero counts', async () => {
    const user = await buildUser(app);
    const made = await buildGroup(user, { name: '  Family  ', description: '   ' });
    expect(made).toMatchObject({
      name: 'Family',
      description: null,
      item_counts: { entry: 0, connection: 0, tag: 0, location: 0 },
    });
    const described = await buildGroup(user, { name: 'Work', description: '  Colleagues \n' });
    expect(described.description).toBe('Colleagues');
    expect(await expectStatus(user.api.GET('/api/v1/groups/{id}', one(made.id)), 200)).toEqual(made);
  });

  it('refuses a blank or too long name and a too long description, naming the field', async () => {
    const user = await buildUser(app);
    await expectBodiesRefused(user.client, '/api/v1/groups', [
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'ok', description: 'x'.repeat(1001) }, 'description'],
      [{ name: 'ok', colour: 'red' }, 'colour'],
    ]);
    const group = await buildGroup(user, { name: 'Keep' });
    const blank = await user.api.PATCH('/api/v1/groups/{id}', { ...one(group.id), body: { name: ' ' } });
    expect(blank.response.status).toBe(400);
    expect((await user.api.GET('/api/v1/groups/{id}', one(group.id))).data?.name).toBe('Keep');
    expect((await expectStatus(user.api.GET('/api/v1/groups'), 200)).items).toHaveLength(1);
  });

  it('updates only the fields sent; a blank description clears it', async () => {
    const user = await buildUser(app);
    const group = await buildGroup(user, { name: 'Trips', description: 'Away' });
    const patch = (body: { name?: string; description?: string }) =>
      expectStatus(user.api.PATCH('/api/v1/groups/{id}', { ...one(group.id), body }), 200);
    expect(await patch({ name: ' Travels ' })).toMatchObject({ name: 'Travels', description: 'Away' });
    expect(await patch({ description: '  ' })).toMatchObject({ name: 'Travels', description: null });
  });

  it('lists newest first, pages with a cursor and searches name and description case-insensitively', async () => {
    const user = await buildUser(app);
    for (const [name, description] of [
      ['Garden club', null],
      ['Book circle', 'Reading with FRIENDS'],
      ['Running', 'Morning runs'],
      ['100% effort', null],
    ] as const)
      await buildGroup(user, { name, description });
    const list = (query: { limit?: number; cursor?: string; q?: string }) =>
      expectStatus(user.api.GET('/api/v1/groups', { params: { query } }), 200);
    const first = await list({ limit: 3 });
    expect(names(first)).toEqual(['100% effort', 'Running', 'Book circle']);
    const second = await list({ limit: 3, cursor: first.next_cursor ?? '' });
    expect(second).toMatchObject({ items: [{ name: 'Garden club' }], next_cursor: null });
    expect(names(await list({ q: 'friends' }))).toEqual(['Book circle']);
    expect(names(await list({ q: 'GARDEN' }))).toEqual(['Garden club']);
    // LIKE wildcards in the search are taken literally.
    expect(names(await list({ q: '%' }))).toEqual(['100% effort']);
    expect((await list({ q: 'nothing' })).items).toEqual([]);
  });

  it("answers 404 for another user's group on every verb and never lists it", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const theirs = one((await buildGroup(b, { name: 'Private' })).id);
    expect((await a.api.GET('/api/v1/groups/{id}', theirs)).response.status).toBe(404);
    const rename = await a.api.PATCH('/api/v1/groups/{id}', { ...theirs, body: { name: 'Mine' } });
    expect(rename.response.status).toBe(404);
    expect((await a.api.DELETE('/api/v1/groups/{id}', theirs)).response.status).toBe(404);
    expect((await a.api.GET('/api/v1/groups/{id}/items', theirs)).response.status).toBe(404);
    expect((await a.api.GET('/api/v1/groups/{id}/candidates', theirs)).response.status).toBe(404);
    const entry = (await buildEntry(a, { title: 'Mine', type: 'memory' })).id;
    const add = await a.api.POST('/api/v1/groups/{id}/items', {
      ...theirs,
      body: { item_type: 'entry', item_id: entry },
    });
    expect(add.response.status).toBe(404);
    expect((await expectStatus(a.api.GET('/api/v1/groups'), 200)).items).toEqual([]);
    expect((await b.api.GET('/api/v1/groups/{id}', theirs)).data?.name).toBe('Private');
    expect((await a.api.GET('/api/v1/groups/{id}', one('not-a-uuid'))).response.status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    expect((await typedApi(app.client()).GET('/api/v1/groups')).response.status).toBe(401);
  });
});
