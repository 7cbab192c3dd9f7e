import { describe, expect, it } from 'vitest';
import { buildConnection, buildTag, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

// Saves that link the same connections and tags at the same moment must all succeed, and the
// trigger-kept activity counts must come out exact: on PostgreSQL the foreign-key check and the
// count trigger used to lock the shared connection rows in two steps and deadlocked (issue 13).

const app = suiteApp();

const PARALLEL = 40;

const shared = async (user: TestUser) => ({
  connectionIds: [
    (await buildConnection(user, { name: 'Ada', type: 'person' })).id,
    (await buildConnection(user, { name: 'Ben', type: 'person' })).id,
  ],
  tagIds: [(await buildTag(user, { name: 'Shared', type: 'theme' })).id],
});

async function activityCounts(user: TestUser) {
  const query = { sort: 'name', limit: 100 } as const;
  const page = await expectStatus(user.api.GET('/api/v1/connections', { params: { query } }), 200);
  return Object.fromEntries(page.items.map((c) => [c.name, c.activity_count]));
}

async function tagCount(user: TestUser, tagId: string) {
  const page = await expectStatus(user.api.GET('/api/v1/tags'), 200);
  return page.items.find((t) => t.id === tagId)?.entry_count;
}

describe('concurrent saves linking the same connections and tags', () => {
  it('one user: 40 parallel creates, then 40 parallel edits, all succeed with exact counts', async () => {
    const user = await buildUser(app);
    const { connectionIds, tagIds } = await shared(user);
    // Half the creates link both connections in one order, half in the other.
    const creates = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        user.api.POST('/api/v1/entries', {
          body: {
            title: `Burst ${i}`,
            type: 'memory',
            connection_ids: i % 2 ? connectionIds : [...connectionIds].reverse(),
            tag_ids: tagIds,
          },
        }),
      ),
    );
    expect(creates.map((r) => r.response.status)).toEqual(Array(PARALLEL).fill(201));
    expect(await activityCounts(user)).toEqual({ Ada: PARALLEL, Ben: PARALLEL });
    expect(await tagCount(user, tagIds[0] as string)).toBe(PARALLEL);

    // Each edit moves the entry in time and drops one connection: both triggers at once.
    const [ada, ben] = connectionIds as [string, string];
    const edits = await Promise.all(
      creates.map((r, i) =>
        user.api.PATCH('/api/v1/entries/{id}', {
          params: { path: { id: r.data?.id ?? '' } },
          body: {
            occurred_at: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
            connection_ids: i % 2 ? [ada] : [ben],
          },
        }),
      ),
    );
    expect(edits.map((r) => r.response.status)).toEqual(Array(PARALLEL).fill(200));
    expect(await activityCounts(user)).toEqual({ Ada: PARALLEL / 2, Ben: PARALLEL / 2 });
  });

  it('several users at once, each linking their own shared connections, all succeed', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => buildUser(app)));
    const links = await Promise.all(users.map(shared));
    const perUser = PARALLEL / users.length;
    const saves = await Promise.all(
      users.flatMap((user, u) =>
        Array.from({ length: perUser }, (_, i) =>
          user.api.POST('/api/v1/entries', {
            body: {
              title: `Crowd ${u}-${i}`,
              type: 'memory',
              connection_ids:
                i % 2 ? links[u]?.connectionIds : [...(links[u]?.connectionIds ?? [])].reverse(),
              tag_ids: links[u]?.tagIds,
            },
          }),
        ),
      ),
    );
    expect(saves.map((r) => r.response.status)).toEqual(Array(PARALLEL).fill(201));
    for (const [u, user] of users.entries()) {
      expect(await activityCounts(user)).toEqual({ Ada: perUser, Ben: perUser });
      expect(await tagCount(user, links[u]?.tagIds[0] as string)).toBe(perUser);
    }
  });
});
