import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();

describe('groups', () => {
  it('trims the name and description, stores a blank description as null and shows zero counts', async () => {
    const { client } = await buildUser(app);
    const res = await client.post('/api/v1/groups', { name: '  Family  ', description: '   ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Family',
      description: null,
      item_counts: { entry: 0, connection: 0, tag: 0, location: 0 },
    });
    const described = await client.post('/api/v1/groups', { name: 'Work', description: '  Colleagues \n' });
    expect(described.body.description).toBe('Colleagues');
    const read = await client.get(`/api/v1/groups/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('refuses a blank or too long name and a too long description, naming the field', async () => {
    const { client } = await buildUser(app);
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'ok', description: 'x'.repeat(1001) }, 'description'],
      [{ name: 'ok', colour: 'red' }, 'colour'],
    ] as const) {
      const res = await client.post('/api/v1/groups', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.fields[0].field).toBe(field);
    }
    const group = (await client.post('/api/v1/groups', { name: 'Keep' })).body;
    expect((await client.patch(`/api/v1/groups/${group.id}`, { name: ' ' })).status).toBe(400);
    expect((await client.get(`/api/v1/groups/${group.id}`)).body.name).toBe('Keep');
    expect((await client.get('/api/v1/groups')).body.items).toHaveLength(1);
  });

  it('updates only the fields sent; a blank description clears it', async () => {
    const { client } = await buildUser(app);
    const group = (await client.post('/api/v1/groups', { name: 'Trips', description: 'Away' })).body;
    const renamed = await client.patch(`/api/v1/groups/${group.id}`, { name: ' Travels ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Travels', description: 'Away' });
    const cleared = await client.patch(`/api/v1/groups/${group.id}`, { description: '  ' });
    expect(cleared.body).toMatchObject({ name: 'Travels', description: null });
  });

  it('lists newest first, pages with a cursor and searches name and description case-insensitively', async () => {
    const { client } = await buildUser(app);
    for (const [name, description] of [
      ['Garden club', null],
      ['Book circle', 'Reading with FRIENDS'],
      ['Running', 'Morning runs'],
      ['100% effort', null],
    ])
      await client.post('/api/v1/groups', { name, description });
    const first = await client.get('/api/v1/groups?limit=3');
    expect(first.body.items.map((g: { name: string }) => g.name)).toEqual([
      '100% effort',
      'Running',
      'Book circle',
    ]);
    const second = await client.get(`/api/v1/groups?limit=3&cursor=${first.body.next_cursor}`);
    expect(second.body).toMatchObject({ items: [{ name: 'Garden club' }], next_cursor: null });
    const byDescription = await client.get('/api/v1/groups?q=friends');
    expect(byDescription.body.items.map((g: { name: string }) => g.name)).toEqual(['Book circle']);
    const byName = await client.get('/api/v1/groups?q=GARDEN');
    expect(byName.body.items.map((g: { name: string }) => g.name)).toEqual(['Garden club']);
    // LIKE wildcards in the search are taken literally.
    const percent = await client.get('/api/v1/groups?q=%25');
    expect(percent.body.items.map((g: { name: string }) => g.name)).toEqual(['100% effort']);
    expect((await client.get('/api/v1/groups?q=nothing')).body.items).toEqual([]);
  });

  it("answers 404 for another user's group on every verb and never lists it", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const theirs = (await b.client.post('/api/v1/groups', { name: 'Private' })).body.id;
    expect((await a.client.get(`/api/v1/groups/${theirs}`)).status).toBe(404);
    expect((await a.client.patch(`/api/v1/groups/${theirs}`, { name: 'Mine' })).status).toBe(404);
    expect((await a.client.delete(`/api/v1/groups/${theirs}`)).status).toBe(404);
    expect((await a.client.get(`/api/v1/groups/${theirs}/items`)).status).toBe(404);
    expect((await a.client.get(`/api/v1/groups/${theirs}/candidates`)).status).toBe(404);
    const entry = (await a.client.post('/api/v1/entries', { title: 'Mine', type: 'memory' })).body.id;
    const add = await a.client.post(`/api/v1/groups/${theirs}/items`, { item_type: 'entry', item_id: entry });
    expect(add.status).toBe(404);
    expect((await a.client.get('/api/v1/groups')).body.items).toEqual([]);
    expect((await b.client.get(`/api/v1/groups/${theirs}`)).body.name).toBe('Private');
    const missing = await a.client.get('/api/v1/groups/not-a-uuid');
    expect(missing.status).toBe(400);
  });

  it('is for signed-in users only', async () => {
    const res = await app.client().get('/api/v1/groups');
    expect(res.status).toBe(401);
  });
});
