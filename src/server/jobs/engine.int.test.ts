import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { profiles, user } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { createScratchDatabase, openTestDatabase, testDbKind } from '../test/test-database.ts';
import { runAsUser } from './as-user.ts';
import { defineJob, type JobDefinition } from './definition.ts';
import { createJobEngine, type JobEngine } from './engine.ts';

const logger = createLogger({ level: 'silent' });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await (cleanups.pop() as () => Promise<void>)();
});

function engineOn(database: Database, definitions: JobDefinition<unknown>[]): JobEngine {
  const engine = createJobEngine({ database, logger, definitions, pollSeconds: 0.5, superviseSeconds: 1 });
  cleanups.push(() => engine.stop(2000));
  return engine;
}

// One migrated database for the tests that need no other (each uses its own queue names).
let shared: Database;
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(() => shared.close());
const jobsNamed = async (engine: JobEngine, name: string) =>
  (await engine.list(200)).filter((j) => j.name === name);

/** Polls until `check` holds; the test fails on its own timeout if it never does. */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Opens (with `open()`, as often as asked) a database of the test's own, which it may close: a
 * scratch PostgreSQL database, or a PGlite directory. Both go at the test's end.
 */
async function ownDatabase(): Promise<() => Promise<Database>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'memento-jobs-'));
  let url: string | undefined;
  if (testDbKind === 'postgres') {
    const scratch = await createScratchDatabase();
    url = scratch.url;
    cleanups.push(scratch.drop);
  }
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return async () => {
    const database = await openDatabase({ url, pgliteDir: path.join(dir, 'db'), poolSize: 3 });
    await database.migrate();
    return database;
  };
}

const idPayload = z.object({ n: z.number() });

/** A job named `name` that notes each payload's number in `ran` as it runs it. */
const recordingJob = (name: string, ran: number[]) =>
  defineJob({
    name,
    payload: idPayload,
    handle: async ({ n }) => {
      ran.push(n);
    },
  }) as JobDefinition<unknown>;

describe('job engine', () => {
  it('runs a queued job once with its payload, as its user under row-level security', async () => {
    const database = shared;
    for (const id of ['u-job-a', 'u-job-b']) {
      await database.db.insert(user).values({ id, name: id, email: `${id}@example.com` });
      await database.db.insert(profiles).values({ id, email: `${id}@example.com`, name: id });
    }
    const seen: { userId: string; visible: string[] }[] = [];
    const job = defineJob({
      name: 'test-as-user',
      payload: z.object({ userId: z.string() }),
      handle: async ({ userId }, ctx) => {
        const visible = await runAsUser(ctx.db, userId, async ({ tx }) =>
          rowsOf<{ id: string }>(await tx.execute(sql`select id from profiles order by id`)).map((r) => r.id),
        );
        seen.push({ userId, visible });
      },
    });
    const engine = engineOn(database, [job as JobDefinition<unknown>]);
    await engine.start();
    await engine.enqueue('test-as-user', { userId: 'u-job-b' });
    await until(() => seen.length === 1);
    // Only the job's user's own profile is visible: the work ran as that user, not as the owner.
    expect(seen).toEqual([{ userId: 'u-job-b', visible: ['u-job-b'] }]);
    await until(async () => (await jobsNamed(engine, 'test-as-user')).some((j) => j.state === 'completed'));
  });

  it('refuses a payload that does not fit the job, and a job with no handler', async () => {
    const database = shared;
    const job = defineJob({ name: 'test-shape', payload: idPayload, handle: async () => {} });
    const engine = engineOn(database, [job as JobDefinition<unknown>]);
    await engine.start({ work: false });
    await expect(engine.enqueue('test-shape', { n: 'one' })).rejects.toThrow();
    await expect(engine.enqueue('test-unknown', {})).rejects.toThrow(/No job handler/);
  });

  it('retries a failing job with backoff, then leaves it dead until retried by id', async () => {
    const database = shared;
    let runs = 0;
    let healthy = false;
    const job = defineJob({
      name: 'test-flaky',
      payload: idPayload,
      retryLimit: 1,
      retryDelaySeconds: 1,
      handle: async () => {
        runs += 1;
        if (!healthy) throw Object.assign(new Error('outside service refused'), { code: 'refused' });
      },
    });
    const engine = engineOn(database, [job as JobDefinition<unknown>]);
    await engine.start();
    const id = (await engine.enqueue('test-flaky', { n: 1 })) as string;
    await until(async () => (await engine.list()).find((j) => j.id === id)?.state === 'failed');
    expect(runs).toBe(2);
    const dead = (await engine.list()).find((j) => j.id === id);
    expect(dead).toMatchObject({ state: 'failed', retryCount: 1, error: 'outside service refused' });

    healthy = true;
    expect(await engine.retry(id)).toBe(true);
    await until(async () => (await engine.list()).find((j) => j.id === id)?.state === 'completed');
    expect(runs).toBe(3);
    expect(await engine.retry(id)).toBe(false);
    expect(await engine.retry('not-a-job-id')).toBe(false);
  });

  it('keeps only the code of a database error with a dead job, never the statement or its values', async () => {
    const job = defineJob({
      name: 'test-db-error',
      payload: idPayload,
      retryLimit: 0,
      handle: async () => {
        const pg = Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
        });
        throw new Error('Failed query: insert into entries params: Letter to my sister', { cause: pg });
      },
    });
    const engine = engineOn(shared, [job as JobDefinition<unknown>]);
    await engine.start();
    const id = (await engine.enqueue('test-db-error', { n: 1 })) as string;
    await until(async () => (await engine.list()).find((j) => j.id === id)?.state === 'failed');
    const dead = (await engine.list()).find((j) => j.id === id);
    expect(dead?.error).toBe('database error 23505');
  });

  it('enqueues a keyed job once, however often the key is sent', async () => {
    const database = shared;
    const ran: number[] = [];
    const engine = engineOn(database, [recordingJob('test-keyed', ran)]);
    await engine.start();
    const first = await engine.enqueue('test-keyed', { n: 1 }, { key: 'user-1:2026-03-01' });
    const again = await engine.enqueue('test-keyed', { n: 2 }, { key: 'user-1:2026-03-01' });
    await engine.enqueue('test-keyed', { n: 3 }, { key: 'user-1:2026-03-02' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBeNull();
    await until(() => ran.length === 2);
    await until(async () => (await jobsNamed(engine, 'test-keyed')).every((j) => j.state === 'completed'));
    expect(ran.sort()).toEqual([1, 3]);
  });

  it('keeps one waiting job per singleton key for a stately job, however many are enqueued', async () => {
    const job = defineJob({
      name: 'test-stately',
      payload: idPayload,
      policy: 'stately',
      handle: async () => {},
    });
    const engine = engineOn(shared, [job as JobDefinition<unknown>]);
    // Not working the queue: the jobs stay waiting, as during a burst of writes.
    await engine.start({ work: false });
    const first = await engine.enqueue('test-stately', { n: 1 }, { singletonKey: 'user-1' });
    const again = await engine.enqueue('test-stately', { n: 2 }, { singletonKey: 'user-1' });
    const other = await engine.enqueue('test-stately', { n: 3 }, { singletonKey: 'user-2' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBeNull();
    expect(other).toMatch(/^[0-9a-f-]{36}$/);
    expect((await jobsNamed(engine, 'test-stately')).map((j) => j.state)).toEqual(['created', 'created']);
  });

  it('keeps a queued job across a restart and runs it on the next start', async () => {
    const open = await ownDatabase();
    const ran: number[] = [];
    const job = recordingJob('test-durable', ran);

    const before = await open();
    const stopped = createJobEngine({ database: before, logger, definitions: [job] });
    await stopped.start({ work: false });
    await stopped.enqueue('test-durable', { n: 7 });
    await stopped.stop();
    await before.close();
    expect(ran).toEqual([]);

    const after = await open();
    cleanups.push(() => after.close());
    await engineOn(after, [job]).start();
    await until(() => ran.length === 1);
    expect(ran).toEqual([7]);
  });
  it('lets a job that outlived the stop end quietly after the database closed', async () => {
    // pg-boss records a job's end without awaiting it. A handler still running when the stop's
    // limit ran out ends after the app closed its database: recording that end must not reject
    // unseen in whatever the process runs next.
    const database = await (await ownDatabase())();
    const rejections: unknown[] = [];
    const noteRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', noteRejection);
    cleanups.push(async () => {
      process.off('unhandledRejection', noteRejection);
    });
    let running = false;
    let ended = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = defineJob({
      name: 'test-outlives-stop',
      payload: idPayload,
      handle: async (_payload, { db }) => {
        running = true;
        await released;
        try {
          await db.execute(sql`select 1`);
        } finally {
          ended = true;
        }
      },
    }) as JobDefinition<unknown>;
    const engine = createJobEngine({ database, logger, definitions: [slow], pollSeconds: 0.5 });
    await engine.start();
    await engine.enqueue('test-outlives-stop', { n: 1 });
    await until(() => running);

    await engine.stop(1000);
    await database.close();
    release();
    await until(() => ended);
    // The end's record would fail within a few turns of the event loop; give it ample time to.
    await new Promise((r) => setTimeout(r, 300));
    expect(rejections).toEqual([]);
  });
  it('leaves queues and schedules kept as they are alone on a start, and writes what changed', async () => {
    const database = shared;
    const timesOf = async () => {
      const { rows } = await database.executeSql(
        `select (select updated_on from pgboss.queue where name = $1)::text as queue,
                (select updated_on from pgboss.schedule where name = $1)::text as schedule,
                (select cron from pgboss.schedule where name = $1) as cron,
                (select retry_limit from pgboss.queue where name = $1) as retry_limit`,
        ['test-kept'],
      );
      return rows[0] as { queue: string; schedule: string; cron: string; retry_limit: number };
    };
    const startWith = async (retryLimit: number, cron: string) => {
      const job = { ...recordingJob('test-kept', []), retryLimit };
      const engine = createJobEngine({ database, logger, definitions: [job], background: false });
      await engine.start({ work: false });
      await engine.schedule('test-kept', cron);
      await engine.stop();
    };
    await startWith(3, '0 4 * * *');
    const first = await timesOf();
    expect(first).toMatchObject({ cron: '0 4 * * *', retry_limit: 3 });

    await new Promise((r) => setTimeout(r, 20));
    await startWith(3, '0 4 * * *');
    expect(await timesOf()).toEqual(first);

    await startWith(6, '0 5 * * *');
    const changed = await timesOf();
    expect(changed).toMatchObject({ cron: '0 5 * * *', retry_limit: 6 });
    expect(changed.queue).not.toBe(first.queue);
    expect(changed.schedule).not.toBe(first.schedule);
  });
  it('queues work asked for while it starts once its queues exist (the port opens before the engine)', async () => {
    const ran: number[] = [];
    const engine = engineOn(shared, [recordingJob('test-early', ran)]);
    const starting = engine.start();
    const queued = engine.enqueue('test-early', { n: 3 });
    await starting;
    expect(await queued).toEqual(expect.any(String));
    await until(() => ran.length === 1);
    expect(ran).toEqual([3]);
  });
  it('starts after its delay, and a stop during the delay calls the start off', async () => {
    const ran: number[] = [];
    const delayed = engineOn(shared, [recordingJob('test-delayed', ran)]);
    const starting = delayed.start({ delayMs: 300 });
    const queued = delayed.enqueue('test-delayed', { n: 5 });
    expect(await starting).toBe(true);
    await queued;
    await until(() => ran.length === 1);
    expect(ran).toEqual([5]);

    const calledOff = engineOn(shared, [recordingJob('test-called-off', [])]);
    const start = calledOff.start({ delayMs: 60_000 });
    await calledOff.stop();
    expect(await start).toBe(false);
    const { rows } = await shared.executeSql('select name from pgboss.queue where name = $1', [
      'test-called-off',
    ]);
    expect(rows).toEqual([]);
  });
  it('schedules again after reading the kept schedules failed once', async () => {
    const database = shared;
    const job = recordingJob('test-schedule-retry', []);
    const engine = createJobEngine({ database, logger, definitions: [job], background: false });
    cleanups.push(() => engine.stop());
    await engine.start({ work: false });
    // The schedules table missing for a moment: the read fails, and the failure must not stick.
    await database.executeSql('alter table pgboss.schedule rename to schedule_away');
    try {
      await expect(engine.schedule('test-schedule-retry', '0 6 * * *')).rejects.toThrow();
    } finally {
      await database.executeSql('alter table pgboss.schedule_away rename to schedule');
    }
    await engine.schedule('test-schedule-retry', '0 6 * * *');
    const { rows } = await database.executeSql('select cron from pgboss.schedule where name = $1', [
      'test-schedule-retry',
    ]);
    expect(rows).toEqual([{ cron: '0 6 * * *' }]);
  });
});

describe('two engine instances on one database', () => {
  it('run each of many jobs exactly once between them', async () => {
    // On PostgreSQL each instance has its own pool, as two servers would; the embedded database
    // has one connection, so there the two engines share it (one process, see decision 021).
    let url: string | undefined;
    if (testDbKind === 'postgres') {
      const scratch = await createScratchDatabase();
      cleanups.push(scratch.drop);
      url = scratch.url;
    }
    const ranBy = new Map<number, string[]>();
    const instance = async (name: string) => {
      const database = url ? await openDatabase({ url, poolSize: 4 }) : shared;
      if (url) {
        cleanups.push(() => database.close());
        await database.migrate();
      }
      const job = defineJob({
        name: 'test-shared',
        payload: idPayload,
        handle: async ({ n }) => {
          ranBy.set(n, [...(ranBy.get(n) ?? []), name]);
        },
      });
      const engine = engineOn(database, [job as JobDefinition<unknown>]);
      await engine.start();
      return engine;
    };
    const [a, b] = await Promise.all([instance('a'), instance('b')]);
    for (let n = 0; n < 40; n++) await (n % 2 ? a : b).enqueue('test-shared', { n });
    await until(() => ranBy.size === 40);
    await until(async () => (await jobsNamed(a, 'test-shared')).every((j) => j.state === 'completed'));
    // Both instances poll the same queue; none ran a job the other ran too.
    expect([...ranBy.entries()].filter(([, runs]) => runs.length !== 1)).toEqual([]);
  });
});
