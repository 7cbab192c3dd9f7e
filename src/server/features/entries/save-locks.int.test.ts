import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withUser } from '../../db/with-user.ts';
import { deferred } from '../../test/deferred.ts';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';

// A save takes the rows of the connections whose activity its triggers will recount, in id order,
// before it writes anything: saves that took them in different orders, or halfway through,
// deadlocked (issue 13). A create takes the ones it links with the check that they are the
// creator's own (db/require-owned.ts); an edit takes the ones it links and the ones the entry
// linked before, in one statement (connections/activity.ts).

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const activityOf = async (user: TestUser) =>
  (
    await user.client.get<{ items: { name: string; activity_count: number }[] }>('/api/v1/connections')
  ).body.items
    .map((c) => `${c.name} ${c.activity_count}`)
    .sort();

/**
 * Holds the connection's row from another transaction while `save` runs, and gives the statement
 * the save waits in (PostgreSQL's own view of the sessions), then the save's answer.
 */
async function whileHeld(user: TestUser, connectionId: string, save: () => Promise<{ status: number }>) {
  const released = deferred();
  const held = deferred();
  const holder = withUser(app.database.db, { userId: user.id }, async ({ tx }) => {
    await tx.execute(sql`select id from connections where id = ${connectionId} for no key update`);
    held.resolve();
    await released.promise;
  });
  await held.promise;
  const saving = save();
  try {
    const waiting = async () => {
      const { rows } = await app.database.executeSql(
        `select query from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return rows.map((r) => String(r.query));
    };
    await expect.poll(async () => (await waiting()).length, { timeout: 10_000 }).toBe(1);
    const [statement] = await waiting();
    released.resolve();
    await holder;
    return { statement: statement as string, answer: await saving };
  } finally {
    released.resolve();
    await holder;
  }
}

it('a create waits for the connections it links before it writes', async () => {
  const user = await buildUser(app);
  const ada = (await buildConnection(user, { name: 'Ada' })).id;
  const ben = (await buildConnection(user, { name: 'Ben' })).id;
  const create = () =>
    user.client.post('/api/v1/entries', {
      title: 'Tea with both',
      type: 'memory',
      connection_ids: [ada, ben],
    });
  if (testDbKind === 'pglite') {
    // One connection, one transaction at a time: nothing can hold the rows meanwhile.
    expect((await create()).status).toBe(201);
  } else {
    // The later of the two rows in id order is held: the earlier one is taken, the create waits.
    const [, later] = [ada, ben].sort();
    const { statement, answer } = await whileHeld(user, later as string, create);
    expect(statement).toMatch(/for no key update/i);
    expect(statement).not.toMatch(/insert into/i);
    expect(answer.status).toBe(201);
  }
  expect(await activityOf(user)).toEqual(['Ada 1', 'Ben 1']);
});

it('an edit waits for the connections it unlinks as well as those it links, before it writes', async () => {
  const user = await buildUser(app);
  const ada = (await buildConnection(user, { name: 'Ada' })).id;
  const ben = (await buildConnection(user, { name: 'Ben' })).id;
  const entry = await buildEntry(user, { title: 'Tea', type: 'memory', connection_ids: [ada] });
  const edit = () => user.client.patch(`/api/v1/entries/${entry.id}`, { connection_ids: [ben] });
  if (testDbKind === 'pglite') {
    expect((await edit()).status).toBe(200);
  } else {
    // Ada, only linked before the edit, is held.
    const { statement, answer } = await whileHeld(user, ada, edit);
    expect(statement).toMatch(/for no key update/i);
    expect(statement).not.toMatch(/delete from|update "entries"/i);
    expect(answer.status).toBe(200);
  }
  expect(await activityOf(user)).toEqual(['Ada 0', 'Ben 1']);
});
