import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { buildUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectStatus } from '../test/typed-api.ts';
import { rowsOf } from './rows.ts';
import { tasks } from './schema/index.ts';
import { MAX_ATTEMPTS, withUser } from './with-user.ts';

// The unit of work every request and background job runs in: when PostgreSQL gives a
// transaction up (serialization failure, deadlock), the whole unit runs again from scratch.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Makes the database itself fail the transaction the way a conflicting writer would. */
const giveWay = sql`do $$ begin raise exception 'conflict' using errcode = 'serialization_failure'; end $$`;

describe('withUser', () => {
  it('re-runs the whole unit after a serialization failure; the failed attempt leaves nothing', async () => {
    const user = await buildUser(app);
    let runs = 0;
    const title = await withUser(app.database.db, { userId: user.id }, async ({ tx, actor }) => {
      runs += 1;
      const title = `attempt ${runs}`;
      await tx.insert(tasks).values({ id: crypto.randomUUID(), userId: actor.userId, title });
      if (runs === 1) await tx.execute(giveWay);
      return title;
    });
    expect(runs).toBe(2);
    expect(title).toBe('attempt 2');
    const listed = await expectStatus(
      user.api.GET('/api/v1/tasks', { params: { query: { limit: 10 } } }),
      200,
    );
    expect(listed.items.map((t) => t.title)).toEqual(['attempt 2']);
  });

  it('answers 503 (never 500) when every attempt gives way', async () => {
    const user = await buildUser(app);
    let runs = 0;
    const failure = await withUser(app.database.db, { userId: user.id }, async ({ tx }) => {
      runs += 1;
      await tx.execute(giveWay);
    }).catch((err: unknown) => err);
    expect(runs).toBe(MAX_ATTEMPTS);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, code: 'unavailable' });
  });

  it('does not retry an ordinary failure', async () => {
    const user = await buildUser(app);
    let runs = 0;
    const failure = await withUser(app.database.db, { userId: user.id }, async ({ tx }) => {
      runs += 1;
      await tx.execute(sql`select 1 / 0`);
    }).catch((err: unknown) => err);
    expect(runs).toBe(1);
    expect(failure).not.toBeInstanceOf(AppError);
  });

  it('sets role, claims and the time bounds in the one transaction', async () => {
    const user = await buildUser(app);
    const [seen] = rowsOf(
      await withUser(app.database.db, { userId: user.id }, ({ tx }) =>
        tx.execute(sql`select current_user as role, auth_uid() as uid,
          current_setting('statement_timeout') as statement,
          current_setting('idle_in_transaction_session_timeout') as idle`),
      ),
    );
    expect(seen).toEqual({ role: 'authenticated', uid: user.id, statement: '15s', idle: '30s' });
  });

  it('on the embedded database, shares one transaction object that refuses a statement once its unit ended', async () => {
    const [ana, ben] = [await buildUser(app), await buildUser(app)];
    const seen: { tx: unknown; uid: unknown }[] = [];
    for (const user of [ana, ben, ana]) {
      await withUser(app.database.db, { userId: user.id }, async ({ tx }) => {
        const [row] = rowsOf<{ uid: string }>(await tx.execute(sql`select auth_uid() as uid`));
        seen.push({ tx, uid: row?.uid });
      });
    }
    // Each unit still runs as its own person: the claims are the unit's, whatever object carries them.
    expect(seen.map((s) => s.uid)).toEqual([ana.id, ben.id, ana.id]);
    if (app.database.kind !== 'pglite') return;
    expect(new Set(seen.map((s) => s.tx)).size).toBe(1);
    const kept = seen[0]?.tx as { execute(query: unknown): Promise<unknown> };
    const failure = (await kept.execute(sql`select 1`).catch((err: unknown) => err)) as Error;
    // drizzle wraps what the client threw as the cause of its own "Failed query".
    expect((failure.cause as Error | undefined)?.message).toBe(
      'A statement was sent after its unit of work ended',
    );
  });
});
