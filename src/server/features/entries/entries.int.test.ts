import { beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../web/api/contract.gen.ts';
import {
  buildConnection,
  buildEntry,
  buildGroupWith,
  buildLocation,
  buildSource,
  buildUser,
  groupItemIds,
  insertConnection,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, fieldProblems, refusedFields } from '../../test/typed-api.ts';

const app = suiteApp();
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await buildUser(app);
  stranger = await buildUser(app);
});

const one = (id: string) => ({ params: { path: { id } } });
const readEntry = (user: TestUser, id: string) => user.api.GET('/api/v1/entries/{id}', one(id));

async function makeLinks(user: TestUser) {
  // A tag of the default type: the name only, as the tag picker sends it.
  const tag = await expectStatus(
    user.api.POST('/api/v1/tags', { body: { name: `Family ${crypto.randomUUID().slice(0, 4)}` } }),
    201,
  );
  const location = await buildLocation(user, { label: 'Harbour café', lat: 51.5, lng: -0.1 });
  const source = await buildSource(user, { source_type: 'url', reference_text: 'https://example.com/a' });
  const connectionId = await insertConnection(app, user.id, { name: 'Ada Okafor' });
  return { tagId: tag.id, locationId: location.id, sourceId: source.id, connectionId };
}
type Links = Awaited<ReturnType<typeof makeLinks>>;

/** An entry of the owner's, written with the links made for it (`fields` says which it carries). */
async function linkedEntry(fields: (links: Links) => NonNullable<Parameters<typeof buildEntry>[1]>) {
  const links = await makeLinks(owner);
  return { links, entry: await buildEntry(owner, fields(links)) };
}

describe('entries: create and read', () => {
  it('creates an entry with defaults and answers it with its relations resolved', async () => {
    const { links, entry: made } = await linkedEntry((links) => ({
      title: '  Coffee with Ada ',
      type: 'meeting',
      content: 'We talked about **the garden**.',
      star_rating: 4,
      tag_ids: [links.tagId, links.tagId],
      connection_ids: [links.connectionId],
      location_id: links.locationId,
      source_id: links.sourceId,
      prompt_used: 'What surprised you today?',
    }));
    expect(made).toMatchObject({
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
    expect(Math.abs(Date.parse(made.occurred_at) - Date.now())).toBeLessThan(60_000);
    const read = await expectStatus(readEntry(owner, made.id), 200);
    expect(read).toMatchObject({ ...made, newer_id: null });
    expect(read.tags[0]).toMatchObject({ id: links.tagId, type: 'topic' });
  });

  it('gives previous and next neighbours in list order', async () => {
    const user = await buildUser(app);
    const ids: string[] = [];
    for (const day of ['2025-01-01', '2025-01-02', '2025-01-03'])
      ids.push((await buildEntry(user, { title: day, type: 'memory', occurred_at: `${day}T12:00:00Z` })).id);
    const middle = await readEntry(user, ids[1] ?? '');
    expect(middle.data).toMatchObject({ newer_id: ids[2], older_id: ids[0] });
  });

  it("gives null neighbours at the journal's ends, orders same-instant entries by id and skips others' entries", async () => {
    const user = await buildUser(app);
    const at = '2025-03-01T09:00:00Z';
    const post = async (title: string, occurred_at: string, by = user) =>
      (await buildEntry(by, { title, type: 'memory', occurred_at })).id;
    // Three entries at the same instant: the list breaks the tie by id, so the neighbours do too.
    const tied = [await post('a', at), await post('b', at), await post('c', at)];
    const oldest = await post('oldest', '2025-02-01T09:00:00Z');
    const newest = await post('newest', '2025-04-01T09:00:00Z');
    // Another person's entries in between must never show up as a neighbour.
    await post('not theirs', '2025-03-01T09:00:00Z', stranger);
    await post('not theirs', '2025-03-15T09:00:00Z', stranger);
    const list = await expectStatus(
      user.api.GET('/api/v1/entries', { params: { query: { limit: 10 } } }),
      200,
    );
    const order = list.items.map((e) => e.id);
    expect(order).toEqual([newest, ...[...tied].sort().reverse(), oldest]);
    for (const [i, id] of order.entries()) {
      expect((await readEntry(user, id)).data, `entry ${i} of the list`).toMatchObject({
        newer_id: order[i - 1] ?? null,
        older_id: order[i + 1] ?? null,
      });
    }
  });
});

describe('entries: bad input', () => {
  it('refuses content of 100,001 characters, naming content', async () => {
    const long = (content: string) =>
      owner.api.POST('/api/v1/entries', { body: { title: 'Long', type: 'idea', content } });
    const res = await long('x'.repeat(100_001));
    expect(res.response.status).toBe(400);
    expect(res.error?.error.message).toBe(
      'Invalid request body: content: must be at most 100,000 characters',
    );
    expect((await long('x'.repeat(100_000))).response.status).toBe(201);
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
      // Untyped on purpose: these bodies are ones the contract refuses.
      const res = await owner.client.post('/api/v1/entries', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(refusedFields(res.body)).toContain(field);
    }
    const rating = await owner.api.POST('/api/v1/entries', {
      body: { title: 'a', type: 'idea', star_rating: 6 },
    });
    expect(rating.error?.error.message).toContain('star_rating: must be a whole number from 1 to 5');
  });

  it("refuses links to another user's tag, connection, location or source, naming the field", async () => {
    const theirs = await makeLinks(stranger);
    for (const [field, link] of [
      ['tag_ids', { tag_ids: [theirs.tagId] as string[] }],
      ['connection_ids', { connection_ids: [theirs.connectionId] as string[] }],
      ['location_id', { location_id: theirs.locationId }],
      ['source_id', { source_id: theirs.sourceId }],
    ] as const) {
      const res = await owner.api.POST('/api/v1/entries', {
        body: { title: 'Sneaky', type: 'idea', ...link },
      });
      expect(res.response.status, field).toBe(400);
      expect(refusedFields(res.error)).toEqual([field]);
      expect(res.error?.error.message).toContain(field);
    }
    const mine = await buildEntry(owner, { title: 'Mine', type: 'idea' });
    const patch = await owner.api.PATCH('/api/v1/entries/{id}', {
      ...one(mine.id),
      body: { tag_ids: [theirs.tagId] },
    });
    expect(patch.response.status).toBe(400);
    expect(refusedFields(patch.error)).toEqual(['tag_ids']);
    expect((await readEntry(owner, mine.id)).data?.tag_ids).toEqual([]);
  });

  it('names every field whose ids are not all theirs at once, in field order, listing only the foreign ids', async () => {
    const theirs = await makeLinks(stranger);
    const mine = await makeLinks(owner);
    const res = await owner.api.POST('/api/v1/entries', {
      body: {
        title: 'Mixed',
        type: 'idea',
        tag_ids: [mine.tagId, theirs.tagId],
        connection_ids: [mine.connectionId],
        location_id: theirs.locationId,
        source_id: mine.sourceId,
      },
    });
    expect(res.response.status).toBe(400);
    expect(refusedFields(res.error)).toEqual(['tag_ids', 'location_id']);
    const [tagProblem, locationProblem] = fieldProblems(res.error);
    expect(tagProblem?.message).toBe(`no tag of yours has the id ${theirs.tagId}`);
    expect(locationProblem?.message).toBe(`no location of yours has the id ${theirs.locationId}`);
  });
});

describe('entries: update and delete', () => {
  type EntryPatch = NonNullable<
    paths['/api/v1/entries/{id}']['patch']['requestBody']
  >['content']['application/json'];
  const patchEntry = (user: TestUser, id: string, body: EntryPatch) =>
    expectStatus(user.api.PATCH('/api/v1/entries/{id}', { ...one(id), body }), 200);

  it('changes only the fields sent and replaces links when sent', async () => {
    const { links, entry: created } = await linkedEntry((links) => ({
      title: 'Walk',
      type: 'memory',
      content: 'Along the river',
      tag_ids: [links.tagId],
      location_id: links.locationId,
    }));
    expect(await patchEntry(owner, created.id, { is_favorite: true })).toMatchObject({
      title: 'Walk',
      content: 'Along the river',
      is_favorite: true,
      tag_ids: [links.tagId],
    });
    const cleared = await patchEntry(owner, created.id, {
      tag_ids: [],
      location_id: null,
      star_rating: 5,
      occurred_at: '2024-06-01T08:00:00+02:00',
    });
    expect(cleared).toMatchObject({
      tag_ids: [],
      location: null,
      star_rating: 5,
      occurred_at: '2024-06-01T06:00:00.000Z',
    });
    expect(Date.parse(cleared.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it('links tags and connections once each however often sent, and a save replaces only the kinds it sends', async () => {
    const user = await buildUser(app);
    const tag = async (name: string) =>
      (await expectStatus(user.api.POST('/api/v1/tags', { body: { name } }), 201)).id;
    const [walks, family, sea] = [await tag('walks'), await tag('family'), await tag('sea')];
    const person = async (name: string) => (await buildConnection(user, { name, type: 'person' })).id;
    const [ada, ben] = [await person('Ada'), await person('Ben')];
    const activity = async (id: string) =>
      (await expectStatus(user.api.GET('/api/v1/connections/{id}', one(id)), 200)).activity_count;
    const created = await buildEntry(user, {
      title: 'Beach',
      type: 'memory',
      tag_ids: [walks, family, walks],
      connection_ids: [ada, ben, ada],
    });
    // Tags and connections are shown by name.
    expect(created).toMatchObject({ tag_ids: [family, walks], connection_ids: [ada, ben] });
    expect([await activity(ada), await activity(ben)]).toEqual([1, 1]);
    const retagged = await patchEntry(user, created.id, { tag_ids: [sea, walks] });
    expect(retagged).toMatchObject({ tag_ids: [sea, walks], connection_ids: [ada, ben] });
    const relinked = await patchEntry(user, created.id, { connection_ids: [ben] });
    expect(relinked).toMatchObject({ tag_ids: [sea, walks], connection_ids: [ben] });
    expect([await activity(ada), await activity(ben)]).toEqual([0, 1]);
    const cleared = await patchEntry(user, created.id, { tag_ids: [], connection_ids: [] });
    expect(cleared).toMatchObject({ tag_ids: [], connection_ids: [] });
    expect(await activity(ben)).toBe(0);
  });

  it('deletes an entry and takes it out of its groups', async () => {
    const created = await buildEntry(owner, { title: 'Gone soon', type: 'idea' });
    const groupId = await buildGroupWith(app, owner.id, 'entry', created.id);
    await expectStatus(owner.api.DELETE('/api/v1/entries/{id}', one(created.id)), 204);
    expect((await readEntry(owner, created.id)).response.status).toBe(404);
    expect(await groupItemIds(app, groupId)).toEqual([]);
  });

  it("answers 404 for another user's entry on every verb and leaves it untouched", async () => {
    const theirs = one((await buildEntry(stranger, { title: 'Private thoughts', type: 'reflection' })).id);
    for (const { error, response } of [
      await owner.api.GET('/api/v1/entries/{id}', theirs),
      await owner.api.PATCH('/api/v1/entries/{id}', { ...theirs, body: { title: 'Mine now' } }),
      await owner.api.DELETE('/api/v1/entries/{id}', theirs),
    ]) {
      expect(response.status).toBe(404);
      expect(error).toEqual({ error: { code: 'not_found', message: 'Entry not found' } });
    }
    expect((await stranger.api.GET('/api/v1/entries/{id}', theirs)).data?.title).toBe('Private thoughts');
    expect((await readEntry(owner, 'not-a-uuid')).response.status).toBe(400);
  });
});
