import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferred } from '../test/deferred.ts';
import { buildUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  // One pooled connection, and a short wait for it.
  app = await createTestApp({}, { pool: { size: 1, waitMs: 300 } });
  user = await buildUser(app);
});
afterAll(() => app.close());

/** Holds the database's one connection in an open transaction until `release` is called. */
async function holdTheConnection() {
  const released = deferred();
  const taken = deferred();
  const held = app.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    taken.resolve();
    await released.promise;
  });
  await taken.promise;
  return async () => {
    released.resolve();
    await held;
  };
}

describe('a request waiting for a pooled connection', () => {
  it('is answered 503 in the API error shape when none frees up in time, and served once one does', async () => {
    const release = await holdTheConnection();
    const waiting = user.client.get('/api/v1/entries');
    if (testDbKind === 'postgres') {
      const res = await waiting;
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: { code: 'unavailable', message: 'The server is busy: please try again in a moment' },
      });
      await release();
    } else {
      // The embedded database has no pool: a request queues behind the open transaction.
      await release();
      expect((await waiting).status).toBe(200);
    }
    expect((await user.client.get('/api/v1/entries')).status).toBe(200);
  });
});
