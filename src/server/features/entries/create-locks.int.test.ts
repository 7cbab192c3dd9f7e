import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withUser } from '../../db/with-user.ts';
import { deferred } from '../../test/deferred.ts';
import { buildConnection, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

// A create takes the rows of the connections it links, in id order, before it writes anything:
// the activity triggers change those rows, and saves that took them in different orders, or
// halfway through, deadlocked (issue 13). It takes them with the check that they are the
// creator's own, in one statement (db/require-owned.ts).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('waits for the connections it links before it writes, and counts the entry once they are free', async () => {
  const user = await buildUser(app);
  const ada = (await buildConnection(user, { name: 'Ada' })).id;
  const ben = (await buildConnection(user, { name: 'Ben' })).id;
  const create = () =>
    user.client.post<{ id: string }>('/api/v1/entries', {
      title: 'Tea with both',
      type: 'memory',
      connection_ids: [ada, ben],
    });
  const activityOf = async () =>
    (
      await user.client.get<{ items: { name: string; activity_count: number }[] }>('/api/v1/connections')
    ).body.items
      .map((c) => `${c.name} ${c.activity_count}`)
      .sort();

  if (testDbKind === 'pglite') {
    // One connection, one transaction at a time: nothing can hold the rows meanwhile.
    expect((await create()).status).toBe(201);
    expect(await activityOf()).toEqual(['Ada 1', 'Ben 1']);
    return;
  }

  // Another transaction holds the later of the two rows in id order.
  const [, later] = [ada, ben].sort();
  const released = deferred();
  const held = deferred();
  const holder = withUser(app.database.db, { userId: user.id }, async ({ tx }) => {
    await tx.execute(sql`select id from connections where id = ${later} for no key update`);
    held.resolve();
    await released.promise;
  });
  await held.promise;
  const creating = create();
  try {
    // The create's statement that waits for a lock: found by the server's own view of sessions.
    const waiting = async () => {
      const { rows } = await app.database.executeSql(
        `select query from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return rows.map((r) => String(r.query));
    };
    await expect.poll(async () => (await waiting()).length, { timeout: 10_000 }).toBe(1);
    const [statement] = await waiting();
    expect(statement).toMatch(/for no key update/i);
    expect(statement).not.toMatch(/insert into/i);
  } finally {
    released.resolve();
    await holder;
  }
  expect((await creating).status).toBe(201);
  expect(await activityOf()).toEqual(['Ada 1', 'Ben 1']);
});
