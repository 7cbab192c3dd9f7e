import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Digests about one connection or one group (issue 17): only that scope's entries, never a private one.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function create(client: ApiClient, path: string, body: Record<string, unknown>) {
  const res = await client.post(`/api/v1/${path}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}
const write = (client: ApiClient, title: string, days: number, extra: Record<string, unknown> = {}) =>
  create(client, 'entries', {
    title,
    type: 'memory',
    content: `${title}, a day to remember.`,
    occurred_at: daysAgo(days),
    ...extra,
  });

/** The ids a digest rests on, and its text. */
async function digestOf(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/v1/digests/generate', { title: 'About them', range: 'month', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
/** The engine cites what its paragraphs rest on: never anything outside `scope`, and at least one. */
function expectCitesOnly(digest: { cited_entries: { id: string }[] }, scope: string[]) {
  const cited = digest.cited_entries.map((e) => e.id);
  expect(cited.length).toBeGreaterThan(0);
  for (const id of cited) expect(scope).toContain(id);
}

describe('scoped digests', () => {
  it('about a person read only the entries linked to them, never a private one', async () => {
    const { client } = await buildUser(app);
    const maya = await create(client, 'connections', { name: 'Maya Chen' });
    const sam = await create(client, 'connections', { name: 'Sam' });
    const withMaya = [
      await write(client, 'Lunch with Maya', 3, { connection_ids: [maya] }),
      await write(client, 'Maya and Sam hiking', 5, { connection_ids: [maya, sam] }),
    ];
    await write(client, 'Zephyrine secret with Maya', 2, { connection_ids: [maya], is_private: true });
    await write(client, 'Sam alone', 4, { connection_ids: [sam] });
    await write(client, 'Nobody', 6);
    await write(client, 'Maya long ago', 90, { connection_ids: [maya] });

    const digest = await digestOf(client, { connection_id: maya });
    expect(digest.scope).toEqual({ type: 'connection', id: maya, name: 'Maya Chen' });
    expect(digest.content).toContain('2 entries');
    expectCitesOnly(digest, withMaya);
    expect(JSON.stringify(digest)).not.toMatch(/zephyrine/i);
    // It keeps its scope when read back, and a whole-journal digest has none.
    expect((await client.get(`/api/v1/digests/${digest.id}`)).body.scope.name).toBe('Maya Chen');
    expect((await digestOf(client, {})).scope).toBeNull();
  });

  it('about a group read its entries and those of its connections, tags and places', async () => {
    const { client } = await buildUser(app);
    const maya = await create(client, 'connections', { name: 'Maya' });
    const garden = await create(client, 'tags', { name: 'garden', type: 'topic' });
    const allotment = await create(client, 'locations', { label: 'Allotment' });
    const direct = await write(client, 'Put in the group by hand', 2);
    const inScope = [
      direct,
      await write(client, 'Maya visits', 3, { connection_ids: [maya] }),
      await write(client, 'Tomatoes', 4, { tag_ids: [garden] }),
      await write(client, 'Digging', 5, { location_id: allotment }),
    ];
    await write(client, 'Zephyrine private tomatoes', 1, { tag_ids: [garden], is_private: true });
    await write(client, 'Unrelated', 6);
    const group = await create(client, 'groups', { name: 'Summer', description: '' });
    for (const [item_type, item_id] of [
      ['entry', direct],
      ['connection', maya],
      ['tag', garden],
      ['location', allotment],
    ])
      expect((await client.post(`/api/v1/groups/${group}/items`, { item_type, item_id })).status).toBe(201);

    const digest = await digestOf(client, { group_id: group });
    expect(digest.scope).toEqual({ type: 'group', id: group, name: 'Summer' });
    expect(digest.content).toContain('4 entries');
    expectCitesOnly(digest, inScope);
    expect(JSON.stringify(digest)).not.toMatch(/zephyrine/i);
  });

  it("refuses another user's connection or group, and both scopes at once", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const theirs = await create(b.client, 'connections', { name: 'Not yours' });
    const group = await create(b.client, 'groups', { name: 'Theirs' });
    const asked = (body: Record<string, unknown>) =>
      a.client.post('/api/v1/digests/generate', { title: 'X', range: 'week', ...body });
    expect((await asked({ connection_id: theirs })).status).toBe(404);
    expect((await asked({ group_id: group })).status).toBe(404);
    const both = await asked({ connection_id: theirs, group_id: group });
    expect(both.status).toBe(400);
    expect(both.body.error.details.fields[0].field).toBe('group_id');
    expect((await a.client.get('/api/v1/digests')).body.items).toEqual([]);
  });
});
