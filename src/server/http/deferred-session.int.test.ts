import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { buildEntry, buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A read's session cookie is looked up in the statement that begins its first unit of work
// (http/request-actor.ts). Whatever path a read takes, a session that is gone, expired or due for
// its refresh must come out exactly as when the session was read first.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const day = 24 * 60 * 60 * 1000;

async function expiresInMs(userId: string): Promise<number> {
  const [row] = rowsOf<{ expires_at: Date | string }>(
    await app.database.db.execute(sql`select expires_at from sessions where user_id = ${userId}`),
  );
  return new Date(row?.expires_at as Date).getTime() - Date.now();
}

const setExpiry = (userId: string, fromNow: string) =>
  app.database.db.execute(
    sql`update sessions set expires_at = now() + ${fromNow}::interval where user_id = ${userId}`,
  );

/** A user, and their session cookie as a copied cookie would be sent after it stopped counting. */
async function signedOutCookie() {
  const user = await buildUser(app);
  await buildEntry(user, { title: 'Kept', type: 'memory' });
  const cookie = user.client.cookieHeader();
  expect((await user.client.post('/api/auth/sign-out', {})).status).toBe(200);
  return cookie;
}

const get = (path: string, cookie: string) => app.client().request('GET', path, undefined, { cookie });

describe('a read with a session that no longer counts', () => {
  it('answers 401, not the 400 its malformed query would get with a session', async () => {
    const user = await buildUser(app);
    expect((await user.client.get('/api/v1/entries?limit=lots')).status).toBe(400);
    const cookie = await signedOutCookie();
    const res = await get('/api/v1/entries?limit=lots', cookie);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('answers 401 with nothing of the journal, also where the route needs the person before any read', async () => {
    const cookie = await signedOutCookie();
    for (const path of ['/api/v1/entries', '/api/v1/profile', '/api/v1/export?format=memento']) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(401);
      expect(JSON.stringify(res.body), path).not.toContain('Kept');
    }
  });

  it('answers 401 when the session has expired', async () => {
    const user = await buildUser(app);
    expect((await user.client.get('/api/v1/profile')).status).toBe(200);
    await setExpiry(user.id, '-1 minute');
    expect((await user.client.get('/api/v1/profile')).status).toBe(401);
  });
});

it('a read whose session is due for its daily refresh answers and refreshes it', async () => {
  const user = await buildUser(app);
  await buildEntry(user, { title: 'Still here', type: 'memory' });
  // Sessions last 30 days and are refreshed once a day: one that ends in 2 days is due.
  await setExpiry(user.id, '2 days');
  const res = await user.client.get('/api/v1/entries');
  expect(res.status).toBe(200);
  expect(JSON.stringify(res.body)).toContain('Still here');
  expect(await expiresInMs(user.id)).toBeGreaterThan(29 * day);
});

it('a read with a good session answers as the person, several at once', async () => {
  const [ana, ben] = [await buildUser(app), await buildUser(app)];
  await buildEntry(ana, { title: 'Ana’s walk', type: 'memory' });
  await buildEntry(ben, { title: 'Ben’s walk', type: 'memory' });
  const reads = await Promise.all(
    Array.from({ length: 6 }, (_, i) => (i % 2 ? ben : ana).client.get('/api/v1/entries')),
  );
  const titles = reads.map((r) => (r.body as { items: { title: string }[] }).items.map((e) => e.title));
  titles.forEach((seen, i) => {
    expect(seen).toEqual([i % 2 ? 'Ben’s walk' : 'Ana’s walk']);
  });
});
