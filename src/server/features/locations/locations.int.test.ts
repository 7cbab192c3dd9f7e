import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroupWith, buildUser, groupItemIds } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('locations', () => {
  it('creates with or without coordinates and searches by label', async () => {
    const { client } = await buildUser(app);
    const park = await client.post('/api/v1/locations', { label: 'Central Park', lat: 40.78, lng: -73.97 });
    expect(park.status).toBe(201);
    expect(park.body).toMatchObject({ label: 'Central Park', lat: 40.78, lng: -73.97, entry_count: 0 });
    const home = await client.post('/api/v1/locations', { label: 'Home' });
    expect(home.body).toMatchObject({ lat: null, lng: null });
    expect(
      (await client.get('/api/v1/locations?q=park')).body.items.map((l: { id: string }) => l.id),
    ).toEqual([park.body.id]);
    const moved = await client.patch(`/api/v1/locations/${home.body.id}`, { lat: -33.9, lng: 151.2 });
    expect(moved.body).toMatchObject({ label: 'Home', lat: -33.9, lng: 151.2 });
  });

  it('refuses coordinates out of range and blank labels, naming the field', async () => {
    const { client } = await buildUser(app);
    for (const [body, field] of [
      [{ label: 'North', lat: 90.5, lng: 0 }, 'lat'],
      [{ label: 'West', lat: 0, lng: -181 }, 'lng'],
      [{ label: 'Text', lat: '12', lng: 0 }, 'lat'],
      [{ label: ' ' }, 'label'],
    ] as const) {
      const res = await client.post('/api/v1/locations', body);
      expect(res.status).toBe(400);
      expect(res.body.error.details.fields[0].field).toBe(field);
    }
  });

  it('deleting a location unlinks it from entries and groups; the entries stay', async () => {
    const user = await buildUser(app);
    const place = (await user.client.post('/api/v1/locations', { label: 'Cabin' })).body.id;
    const entry = await user.client.post('/api/v1/entries', {
      title: 'Lake',
      type: 'memory',
      location_id: place,
    });
    expect((await user.client.get('/api/v1/locations')).body.items[0].entry_count).toBe(1);
    const groupId = await buildGroupWith(app, user.id, 'location', place);
    expect((await user.client.delete(`/api/v1/locations/${place}`)).status).toBe(204);
    const after = await user.client.get(`/api/v1/entries/${entry.body.id}`);
    expect(after.body).toMatchObject({ title: 'Lake', location_id: null, location: null });
    expect(await groupItemIds(app, groupId)).toEqual([]);
  });

  it("answers 404 for another user's location on every verb", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const theirs = (await b.client.post('/api/v1/locations', { label: 'Secret spot' })).body.id;
    expect((await a.client.patch(`/api/v1/locations/${theirs}`, { label: 'Mine' })).status).toBe(404);
    expect((await a.client.delete(`/api/v1/locations/${theirs}`)).status).toBe(404);
    expect((await a.client.get('/api/v1/locations')).body.items).toEqual([]);
    expect((await b.client.get('/api/v1/locations')).body.items[0].label).toBe('Secret spot');
  });

  it('merges a place into another: its entries and groups move, the place is gone', async () => {
    const { id: userId, client } = await buildUser(app);
    const cafe = (await client.post('/api/v1/locations', { label: 'Cafe Luna' })).body.id;
    const luna = (await client.post('/api/v1/locations', { label: 'Café Luna' })).body.id;
    const entry = (
      await client.post('/api/v1/entries', { title: 'Coffee', type: 'memory', location_id: cafe })
    ).body.id;
    const group = await buildGroupWith(app, userId, 'location', cafe);
    const merged = await client.post(`/api/v1/locations/${cafe}/merge`, { into_id: luna });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: luna, entry_count: 1 });
    expect((await client.get(`/api/v1/entries/${entry}`)).body.location.id).toBe(luna);
    expect(await groupItemIds(app, group)).toEqual([luna]);
    expect((await client.get('/api/v1/locations')).body.items.map((l: { id: string }) => l.id)).toEqual([
      luna,
    ]);
    expect((await client.post(`/api/v1/locations/${luna}/merge`, { into_id: luna })).status).toBe(400);
  });
});
