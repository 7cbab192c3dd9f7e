import { describe, expect, it } from 'vitest';
import { buildEntry, buildGroupWith, buildLocation, buildUser, groupItemIds } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectBodiesRefused, expectStatus } from '../../test/typed-api.ts';

const app = suiteApp();

const one = (id: string) => ({ params: { path: { id } } });

describe('locations', () => {
  it('creates with or without coordinates and searches by label', async () => {
    const user = await buildUser(app);
    const park = await buildLocation(user, { label: 'Central Park', lat: 40.78, lng: -73.97 });
    expect(park).toMatchObject({ label: 'Central Park', lat: 40.78, lng: -73.97, entry_count: 0 });
    const home = await buildLocation(user, { label: 'Home' });
    expect(home).toMatchObject({ lat: null, lng: null });
    const found = await expectStatus(
      user.api.GET('/api/v1/locations', { params: { query: { q: 'park' } } }),
      200,
    );
    expect(found.items.map((l) => l.id)).toEqual([park.id]);
    const moved = await user.api.PATCH('/api/v1/locations/{id}', {
      ...one(home.id),
      body: { lat: -33.9, lng: 151.2 },
    });
    expect(moved.data).toMatchObject({ label: 'Home', lat: -33.9, lng: 151.2 });
  });

  it('refuses coordinates out of range and blank labels, naming the field', async () => {
    const { client } = await buildUser(app);
    await expectBodiesRefused(client, '/api/v1/locations', [
      [{ label: 'North', lat: 90.5, lng: 0 }, 'lat'],
      [{ label: 'West', lat: 0, lng: -181 }, 'lng'],
      [{ label: 'Text', lat: '12', lng: 0 }, 'lat'],
      [{ label: ' ' }, 'label'],
    ]);
  });

  it('deleting a location unlinks it from entries and groups; the entries stay', async () => {
    const user = await buildUser(app);
    const place = (await buildLocation(user, { label: 'Cabin' })).id;
    const entry = await buildEntry(user, { title: 'Lake', type: 'memory', location_id: place });
    expect((await expectStatus(user.api.GET('/api/v1/locations'), 200)).items[0]?.entry_count).toBe(1);
    const groupId = await buildGroupWith(app, user.id, 'location', place);
    expect((await user.api.DELETE('/api/v1/locations/{id}', one(place))).response.status).toBe(204);
    const after = await user.api.GET('/api/v1/entries/{id}', one(entry.id));
    expect(after.data).toMatchObject({ title: 'Lake', location_id: null, location: null });
    expect(await groupItemIds(app, groupId)).toEqual([]);
  });

  it('merges a place into another: its entries and groups move, the place is gone', async () => {
    const user = await buildUser(app);
    const cafe = (await buildLocation(user, { label: 'Cafe Luna' })).id;
    const luna = (await buildLocation(user, { label: 'Café Luna' })).id;
    const entry = (await buildEntry(user, { title: 'Coffee', type: 'memory', location_id: cafe })).id;
    const group = await buildGroupWith(app, user.id, 'location', cafe);
    const merge = (from: string, into_id: string) =>
      user.api.POST('/api/v1/locations/{id}/merge', { ...one(from), body: { into_id } });
    const merged = await merge(cafe, luna);
    expect(merged.response.status).toBe(200);
    expect(merged.data).toMatchObject({ id: luna, entry_count: 1 });
    expect((await user.api.GET('/api/v1/entries/{id}', one(entry))).data?.location?.id).toBe(luna);
    expect(await groupItemIds(app, group)).toEqual([luna]);
    expect((await user.api.GET('/api/v1/locations')).data?.items.map((l) => l.id)).toEqual([luna]);
    expect((await merge(luna, luna)).response.status).toBe(400);
  });
});
