import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildGroupWith,
  buildUser,
  groupItemIds,
  insertConnection,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await buildUser(app);
  stranger = await buildUser(app);
});

const fieldsOf = (body: { error: { details: { fields: { field: string }[] } } }) =>
  body.error.details.fields.map((f) => f.field);

async function makeLinks(user: TestUser) {
  const tag = await user.client.post('/api/v1/tags', { name: `Family ${crypto.randomUUID().slice(0, 4)}` });
  const location = await user.client.post('/api/v1/locations', {
    label: 'Harbour café',
    lat: 51.5,
    lng: -0.1,
  });
  const source = await user.client.post('/api/v1/sources', {
    source_type: 'url',
    reference_text: 'https://example.com/a',
  });
  const connectionId = await insertConnection(app, user.id, { name: 'Ada Okafor' });
  return { tagId: tag.body.id, locationId: location.body.id, sourceId: source.body.id, connectionId };
}

describe('entries: create and read', () => {
  it('creates an entry with defaults and answers it with its relations resolved', async () => {
    const links = await makeLinks(owner);
    const res = await owner.client.post('/api/v1/entries', {
      title: '  Coffee with Ada ',
      type: 'meeting',
      content: 'We talked about **the garden**.',
      star_rating: 4,
      tag_ids: [links.tagId, links.tagId],
      connection_ids: [links.connectionId],
      location_id: links.locationId,
      source_id: links.sourceId,
      prompt_used: 'What surprised you today?',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Coffee with Ada',
      type: 'meeting',
      star_rating: 4,
      is_private: false,
      is_favorite: false,
      summary: null,
      tag_ids: [links.tagId],
      connection_ids: [links.connectionId],
      location: { id: links.locationId, label: 'Harbour café', lat: 51.5, lng: -0.1 },
      source: { id: links.sourceId, source_type: 'url', reference_text: 'https://example.com/a' },
      connections: [{ id: links.connectionId, name: 'Ada Okafor', type: 'person', image_url: null }],
      prompt_used: 'What surprised you today?',
    });
    expect(Math.abs(Date.parse(res.body.occurred_at) - Date.now())).toBeLessThan(60_000);
    const read = await owner.client.get(`/api/v1/entries/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ ...res.body, newer_id: null });
    expect(read.body.tags[0]).toMatchObject({ id: links.tagId, type: 'topic' });
  });

  it('gives previous and next neighbours in list order', async () => {
    const user = await buildUser(app);
    const ids: string[] = [];
    for (const day of ['2025-01-01', '2025-01-02', '2025-01-03']) {
      const res = await user.client.post('/api/v1/entries', {
        title: day,
        type: 'memory',
        occurred_at: `${day}T12:00:00Z`,
      });
      ids.push(res.body.id);
    }
    const middle = await user.client.get(`/api/v1/entries/${ids[1]}`);
    expect(middle.body).toMatchObject({ newer_id: ids[2], older_id: ids[0] });
  });

  it("gives null neighbours at the journal's ends, orders same-instant entries by id and skips others' entries", async () => {
    const user = await buildUser(app);
    const at = '2025-03-01T09:00:00Z';
    const post = (title: string, occurred_at: string, by = user) =>
      by.client.post('/api/v1/entries', { title, type: 'memory', occurred_at });
    // Three entries at the same instant: the list breaks the tie by id, so the neighbours do too.
    const tied = [
      (await post('a', at)).body.id,
      (await post('b', at)).body.id,
      (await post('c', at)).body.id,
    ];
    const oldest = (await post('oldest', '2025-02-01T09:00:00Z')).body.id;
    const newest = (await post('newest', '2025-04-01T09:00:00Z')).body.id;
    // Another person's entries in between must never show up as a neighbour.
    await post('not theirs', '2025-03-01T09:00:00Z', stranger);
    await post('not theirs', '2025-03-15T09:00:00Z', stranger);
    const list = await user.client.get('/api/v1/entries?limit=10');
    const order = list.body.items.map((e: { id: string }) => e.id);
    expect(order).toEqual([newest, ...[...tied].sort().reverse(), oldest]);
    for (const [i, id] of order.entries()) {
      const read = await user.client.get(`/api/v1/entries/${id}`);
      expect(read.body, `entry ${i} of the list`).toMatchObject({
        newer_id: order[i - 1] ?? null,
        older_id: order[i + 1] ?? null,
      });
    }
  });
});

describe('entries: bad input', () => {
  it('refuses content of 100,001 characters, naming content', async () => {
    const res = await owner.client.post('/api/v1/entries', {
      title: 'Long',
      type: 'idea',
      content: 'x'.repeat(100_001),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid request body: content: must be at most 100,000 characters');
    const ok = await owner.client.post('/api/v1/entries', {
      title: 'Long',
      type: 'idea',
      content: 'x'.repeat(100_000),
    });
    expect(ok.status).toBe(201);
  });

  it('refuses a rating of 6 or 0 or 2.5, a blank or long title, an unknown type and unknown fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'a', type: 'idea', star_rating: 6 }, 'star_rating'],
      [{ title: 'a', type: 'idea', star_rating: 0 }, 'star_rating'],
      [{ title: 'a', type: 'idea', star_rating: 2.5 }, 'star_rating'],
      [{ title: '   ', type: 'idea' }, 'title'],
      [{ title: 'x'.repeat(201), type: 'idea' }, 'title'],
      [{ title: 'a', type: 'diary' }, 'type'],
      [{ title: 'a', type: 'idea', occurred_at: 'yesterday' }, 'occurred_at'],
      [{ title: 'a', type: 'idea', tag_ids: ['not-a-uuid'] }, 'tag_ids.0'],
      [{ title: 'a', type: 'idea', user_id: stranger.id }, 'user_id'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.client.post('/api/v1/entries', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    }
    const rating = await owner.client.post('/api/v1/entries', { title: 'a', type: 'idea', star_rating: 6 });
    expect(rating.body.error.message).toContain('star_rating: must be a whole number from 1 to 5');
  });

  it("refuses links to another user's tag, connection, location or source, naming the field", async () => {
    const theirs = await makeLinks(stranger);
    const cases: [string, unknown][] = [
      ['tag_ids', [theirs.tagId]],
      ['connection_ids', [theirs.connectionId]],
      ['location_id', theirs.locationId],
      ['source_id', theirs.sourceId],
    ];
    for (const [field, value] of cases) {
      const res = await owner.client.post('/api/v1/entries', {
        title: 'Sneaky',
        type: 'idea',
        [field]: value,
      });
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
      expect(res.body.error.message).toContain(field);
    }
    const mine = await owner.client.post('/api/v1/entries', { title: 'Mine', type: 'idea' });
    const patch = await owner.client.patch(`/api/v1/entries/${mine.body.id}`, { tag_ids: [theirs.tagId] });
    expect(patch.status).toBe(400);
    expect(fieldsOf(patch.body)).toEqual(['tag_ids']);
    expect((await owner.client.get(`/api/v1/entries/${mine.body.id}`)).body.tag_ids).toEqual([]);
  });

  it('names every field whose ids are not all theirs at once, in field order, listing only the foreign ids', async () => {
    const theirs = await makeLinks(stranger);
    const mine = await makeLinks(owner);
    const res = await owner.client.post('/api/v1/entries', {
      title: 'Mixed',
      type: 'idea',
      tag_ids: [mine.tagId, theirs.tagId],
      connection_ids: [mine.connectionId],
      location_id: theirs.locationId,
      source_id: mine.sourceId,
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['tag_ids', 'location_id']);
    const [tagProblem, locationProblem] = res.body.error.details.fields;
    expect(tagProblem.message).toBe(`no tag of yours has the id ${theirs.tagId}`);
    expect(locationProblem.message).toBe(`no location of yours has the id ${theirs.locationId}`);
  });
});

describe('entries: update and delete', () => {
  it('changes only the fields sent and replaces links when sent', async () => {
    const links = await makeLinks(owner);
    const created = await owner.client.post('/api/v1/entries', {
      title: 'Walk',
      type: 'memory',
      content: 'Along the river',
      tag_ids: [links.tagId],
      location_id: links.locationId,
    });
    const id = created.body.id;
    const fav = await owner.client.patch(`/api/v1/entries/${id}`, { is_favorite: true });
    expect(fav.status).toBe(200);
    expect(fav.body).toMatchObject({
      title: 'Walk',
      content: 'Along the river',
      is_favorite: true,
      tag_ids: [links.tagId],
    });
    const cleared = await owner.client.patch(`/api/v1/entries/${id}`, {
      tag_ids: [],
      location_id: null,
      star_rating: 5,
      occurred_at: '2024-06-01T08:00:00+02:00',
    });
    expect(cleared.body).toMatchObject({
      tag_ids: [],
      location: null,
      star_rating: 5,
      occurred_at: '2024-06-01T06:00:00.000Z',
    });
    expect(Date.parse(cleared.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.updated_at));
  });

  it('links tags and connections once each however often sent, and a save replaces only the kinds it sends', async () => {
    const user = await buildUser(app);
    const tag = async (name: string) => (await user.client.post('/api/v1/tags', { name })).body.id as string;
    const [walks, family, sea] = [await tag('walks'), await tag('family'), await tag('sea')];
    const person = async (name: string) =>
      (await user.client.post('/api/v1/connections', { name, type: 'person' })).body.id as string;
    const [ada, ben] = [await person('Ada'), await person('Ben')];
    const activity = async (id: string) =>
      (await user.client.get(`/api/v1/connections/${id}`)).body.activity_count as number;
    const created = await user.client.post('/api/v1/entries', {
      title: 'Beach',
      type: 'memory',
      tag_ids: [walks, family, walks],
      connection_ids: [ada, ben, ada],
    });
    expect(created.status).toBe(201);
    // Tags and connections are shown by name.
    expect(created.body).toMatchObject({ tag_ids: [family, walks], connection_ids: [ada, ben] });
    expect([await activity(ada), await activity(ben)]).toEqual([1, 1]);
    const id = created.body.id;
    const retagged = await user.client.patch(`/api/v1/entries/${id}`, { tag_ids: [sea, walks] });
    expect(retagged.body).toMatchObject({ tag_ids: [sea, walks], connection_ids: [ada, ben] });
    const relinked = await user.client.patch(`/api/v1/entries/${id}`, { connection_ids: [ben] });
    expect(relinked.body).toMatchObject({ tag_ids: [sea, walks], connection_ids: [ben] });
    expect([await activity(ada), await activity(ben)]).toEqual([0, 1]);
    const cleared = await user.client.patch(`/api/v1/entries/${id}`, { tag_ids: [], connection_ids: [] });
    expect(cleared.body).toMatchObject({ tag_ids: [], connection_ids: [] });
    expect(await activity(ben)).toBe(0);
  });

  it('deletes an entry and takes it out of its groups', async () => {
    const created = await owner.client.post('/api/v1/entries', { title: 'Gone soon', type: 'idea' });
    const groupId = await buildGroupWith(app, owner.id, 'entry', created.body.id);
    const res = await owner.client.delete(`/api/v1/entries/${created.body.id}`);
    expect(res.status).toBe(204);
    expect((await owner.client.get(`/api/v1/entries/${created.body.id}`)).status).toBe(404);
    expect(await groupItemIds(app, groupId)).toEqual([]);
  });

  it("answers 404 for another user's entry on every verb and leaves it untouched", async () => {
    const theirs = await stranger.client.post('/api/v1/entries', {
      title: 'Private thoughts',
      type: 'reflection',
    });
    const path = `/api/v1/entries/${theirs.body.id}`;
    for (const res of [
      await owner.client.get(path),
      await owner.client.patch(path, { title: 'Mine now' }),
      await owner.client.delete(path),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Entry not found' } });
    }
    expect((await stranger.client.get(path)).body.title).toBe('Private thoughts');
    expect((await owner.client.get('/api/v1/entries/not-a-uuid')).status).toBe(400);
  });
});
