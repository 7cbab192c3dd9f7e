import { describe, expect, it } from 'vitest';
import {
  buildConnection,
  buildDigest,
  buildEntry,
  buildGroup,
  buildGroupHolding,
  buildLocation,
  buildTag,
  buildUser,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, refusedFields } from '../../test/typed-api.ts';

// Digests about one connection or one group (issue 17): only that scope's entries, never a private one.

const app = suiteApp();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const write = async (
  user: TestUser,
  title: string,
  days: number,
  extra: Parameters<typeof buildEntry>[1] = {},
) =>
  (
    await buildEntry(user, {
      title,
      type: 'memory',
      content: `${title}, a day to remember.`,
      occurred_at: daysAgo(days),
      ...extra,
    })
  ).id;

/** The ids a digest rests on, and its text. */
const digestOf = (user: TestUser, scope: { connection_id?: string; group_id?: string }) =>
  buildDigest(user, { title: 'About them', range: 'month', ...scope });
/** The engine cites what its paragraphs rest on: never anything outside `scope`, and at least one. */
function expectCitesOnly(digest: { cited_entries: { id: string }[] }, scope: string[]) {
  const cited = digest.cited_entries.map((e) => e.id);
  expect(cited.length).toBeGreaterThan(0);
  for (const id of cited) expect(scope).toContain(id);
}

describe('scoped digests', () => {
  it('about a person read only the entries linked to them, never a private one', async () => {
    const user = await buildUser(app);
    const maya = (await buildConnection(user, { name: 'Maya Chen' })).id;
    const sam = (await buildConnection(user, { name: 'Sam' })).id;
    const withMaya = [
      await write(user, 'Lunch with Maya', 3, { connection_ids: [maya] }),
      await write(user, 'Maya and Sam hiking', 5, { connection_ids: [maya, sam] }),
    ];
    await write(user, 'Zephyrine secret with Maya', 2, { connection_ids: [maya], is_private: true });
    await write(user, 'Sam alone', 4, { connection_ids: [sam] });
    await write(user, 'Nobody', 6);
    await write(user, 'Maya long ago', 90, { connection_ids: [maya] });

    const digest = await digestOf(user, { connection_id: maya });
    expect(digest.scope).toEqual({ type: 'connection', id: maya, name: 'Maya Chen' });
    expect(digest.content).toContain('2 entries');
    expectCitesOnly(digest, withMaya);
    expect(JSON.stringify(digest)).not.toMatch(/zephyrine/i);
    // It keeps its scope when read back, and a whole-journal digest has none.
    const readBack = await expectStatus(
      user.api.GET('/api/v1/digests/{id}', { params: { path: { id: digest.id } } }),
      200,
    );
    expect(readBack.scope?.name).toBe('Maya Chen');
    expect((await digestOf(user, {})).scope).toBeNull();
  });

  it('about a group read its entries and those of its connections, tags and places', async () => {
    const user = await buildUser(app);
    const maya = (await buildConnection(user, { name: 'Maya' })).id;
    const garden = (await buildTag(user, { name: 'garden', type: 'topic' })).id;
    const allotment = (await buildLocation(user, { label: 'Allotment' })).id;
    const direct = await write(user, 'Put in the group by hand', 2);
    const inScope = [
      direct,
      await write(user, 'Maya visits', 3, { connection_ids: [maya] }),
      await write(user, 'Tomatoes', 4, { tag_ids: [garden] }),
      await write(user, 'Digging', 5, { location_id: allotment }),
    ];
    await write(user, 'Zephyrine private tomatoes', 1, { tag_ids: [garden], is_private: true });
    await write(user, 'Unrelated', 6);
    const group = await buildGroupHolding(user, { name: 'Summer', description: '' }, [
      ['entry', direct],
      ['connection', maya],
      ['tag', garden],
      ['location', allotment],
    ]);

    const digest = await digestOf(user, { group_id: group });
    expect(digest.scope).toEqual({ type: 'group', id: group, name: 'Summer' });
    expect(digest.content).toContain('4 entries');
    expectCitesOnly(digest, inScope);
    expect(JSON.stringify(digest)).not.toMatch(/zephyrine/i);
  });

  it("refuses another user's connection or group, and both scopes at once", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const theirs = (await buildConnection(b, { name: 'Not yours' })).id;
    const group = (await buildGroup(b, { name: 'Theirs' })).id;
    const asked = (scope: { connection_id?: string; group_id?: string }) =>
      a.api.POST('/api/v1/digests/generate', { body: { title: 'X', range: 'week', ...scope } });
    expect((await asked({ connection_id: theirs })).response.status).toBe(404);
    expect((await asked({ group_id: group })).response.status).toBe(404);
    const both = await asked({ connection_id: theirs, group_id: group });
    expect(both.response.status).toBe(400);
    expect(refusedFields(both.error)[0]).toBe('group_id');
    expect((await expectStatus(a.api.GET('/api/v1/digests'), 200)).items).toEqual([]);
  });
});
