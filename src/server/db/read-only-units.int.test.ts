import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlStateOf } from '../lib/sql-state.ts';
import { deferred } from '../test/deferred.ts';
import { buildUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testDbKind } from '../test/test-database.ts';
import { tags } from './schema/index.ts';
import { withUser } from './with-user.ts';

// A GET's units of work only read: PostgreSQL holds them to it, and on a server the answer goes
// out while the commit is on its way (db/begin-with.ts, http/request-transaction.ts).

let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  // One pooled connection: what a request does with it while its commit is held is what shows.
  app = await createTestApp({}, { pool: { size: 1, waitMs: 30_000 } });
  user = await buildUser(app);
});
afterAll(() => app.close());

/** Commits still held when a test ends go on, so a failed test leaves the pool to the next one. */
const heldCommits: (() => void)[] = [];
afterEach(() => {
  for (const release of heldCommits.splice(0)) release();
});

/**
 * Holds every `commit` the server sends until `release()`: the driver is asked for it at once, and
 * sends it when let. `asked` settles when the first is asked for.
 */
function holdCommits() {
  const send = pg.Client.prototype.query;
  const released = deferred();
  const asked = deferred();
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const sendNow = () => (send as (...a: unknown[]) => unknown).apply(this, args);
    if (args[0] !== 'commit') return sendNow();
    asked.resolve();
    return released.promise.then(sendNow);
  } as typeof send);
  heldCommits.push(released.resolve);
  return { asked: asked.promise, release: released.resolve };
}

/** What settles first: `answer`, or a pause of `ms` after `after` has settled. */
async function firstOf(answer: Promise<unknown>, after: Promise<unknown>, ms: number) {
  return Promise.race([
    answer.then(() => 'answered' as const),
    after.then(() => new Promise((resolve) => setTimeout(resolve, ms))).then(() => 'waiting' as const),
  ]);
}

const tagNames = async () =>
  (await user.client.get<{ items: { name: string }[] }>('/api/v1/tags')).body.items.map((t) => t.name);

describe('a unit of work that only reads', () => {
  it('is refused a write by the database, and leaves nothing', async () => {
    const name = `unwritten ${crypto.randomUUID().slice(0, 8)}`;
    const write = withUser(
      app.database.db,
      { userId: user.id },
      ({ tx, actor }) =>
        tx.insert(tags).values({ id: crypto.randomUUID(), userId: actor.userId, name, type: 'topic' }),
      { readOnly: true },
    );
    // read_only_sql_transaction
    expect(sqlStateOf(await write.catch((err: unknown) => err))).toBe('25006');
    expect(await tagNames()).not.toContain(name);
  });
});

describe('over HTTP', () => {
  it('a read answers while its commit is on its way, and its connection serves no one until the commit returns', async () => {
    expect((await user.client.post('/api/v1/tags', { name: 'garden' })).status).toBe(201);
    if (testDbKind === 'pglite') {
      // The embedded database commits in the server's own process: there is no round trip to save.
      expect(await tagNames()).toContain('garden');
      return;
    }
    const commits = holdCommits();
    expect(await tagNames()).toContain('garden');
    await commits.asked;
    // The pool's one connection is still the first read's, until its commit returns.
    const second = user.client.get('/api/v1/tags');
    expect(await firstOf(second, commits.asked, 500)).toBe('waiting');
    commits.release();
    expect((await second).status).toBe(200);
  });

  it('a write answers only once its commit has returned', async () => {
    const commits = testDbKind === 'postgres' ? holdCommits() : undefined;
    const creating = user.client.post('/api/v1/tags', { name: 'plumbing' });
    if (commits) {
      expect(await firstOf(creating, commits.asked, 500)).toBe('waiting');
      commits.release();
    }
    expect((await creating).status).toBe(201);
    expect(await tagNames()).toContain('plumbing');
  });
});
