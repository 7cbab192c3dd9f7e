import { isDeepStrictEqual } from 'node:util';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { lazily } from '../lib/lazily.ts';
import type { Logger } from '../lib/logger.ts';
import { sqlStateOf } from '../lib/sql-state.ts';
import type { JobDefinition } from './definition.ts';
import { stableJobId } from './stable-id.ts';

/** pg-boss keeps its tables in this schema, beside (never inside) Memento's own. */
export const JOB_SCHEMA = 'pgboss';

export interface JobEngineOptions {
  database: Database;
  logger: Logger;
  definitions: JobDefinition<unknown>[];
  /** How often an idle worker asks for the next job. */
  pollSeconds?: number;
  /** How often the supervisor fails runs that outlived expireInSeconds (crashed instances) and archives old jobs. */
  superviseSeconds?: number;
  /**
   * Whether this engine also runs the supervisor and the cron clock (servers do; the CLI, which
   * only looks at and changes jobs, does not).
   */
  background?: boolean;
}

export interface EnqueueOptions {
  /**
   * Makes the enqueue idempotent: the job's id is derived from the key, so the same key enqueued
   * again (by another instance, or a retried unit of work) adds nothing while the job is kept.
   */
  key?: string;
  /** Run no earlier than this. */
  startAfter?: Date;
  /** For a 'stately' job (JobDefinition.policy): what it is one-per, e.g. a user id. */
  singletonKey?: string;
}

/** One job as the operator view shows it. */
export interface JobRow {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** The last error's message for a failed run (a database error's code only, never its text). */
  error: string | null;
}

export interface JobEngine {
  /**
   * Installs or upgrades pg-boss's schema, creates the queues and, with `work`, starts the workers.
   * What is enqueued, scheduled or listed meanwhile waits for it. With `delayMs`, it starts that
   * much later; a stop meanwhile calls it off, and it resolves to false.
   */
  start(options?: { work?: boolean; delayMs?: number }): Promise<boolean>;
  /**
   * Stops taking jobs, lets running ones finish (up to `timeoutMs`), then fails what is still
   * running so it retries. A handler that ends after that has its end recorded nowhere.
   */
  stop(timeoutMs?: number): Promise<void>;
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string | null>;
  /**
   * When the job `name` for `singletonKey` that waits to start (queued by any instance) is due to
   * start, or null when none waits: what a 'stately' enqueue answered without an id is waiting for.
   */
  waitingStart(name: string, singletonKey: string): Promise<Date | null>;
  /** Enqueues `name` on a cron schedule (pg-boss makes one instance enqueue each tick). */
  schedule(name: string, cron: string, payload?: object, timeZone?: string): Promise<void>;
  list(limit?: number): Promise<JobRow[]>;
  /** Puts a dead (failed) job back in line; false if no failed job has that id. */
  retry(id: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// unique_violation, duplicate_schema, duplicate_table, duplicate_object.
const INSTALL_RACE_STATES = new Set(['23505', '42P06', '42P07', '42710']);

const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 300 };

/**
 * The job engine: pg-boss over the app's own database connection (PGlite or the PostgreSQL pool),
 * so queued and scheduled jobs live in the database, run once across instances (SKIP LOCKED), retry
 * with exponential backoff and survive restarts. Why pg-boss and what the embedded database limits:
 * docs/decisions/021-job-engine.md.
 */
export function createJobEngine({
  database,
  logger,
  definitions,
  pollSeconds = 2,
  superviseSeconds = 60,
  background = true,
}: JobEngineOptions): JobEngine {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  /**
   * False from the end of a stop until the next start. A handler that outlives the stop's limit
   * ends later, maybe after the app closed its database, and pg-boss records that end without
   * awaiting it: the write would reject where nobody catches it. It has nothing left to record
   * (the stop already failed the job so that it retries), so it goes nowhere, answered as an
   * update that matched no job (pg-boss reads `rows[0].count`).
   */
  let recording = true;
  const newBoss = () => {
    const created = new PgBoss({
      db: {
        executeSql: (text, values) =>
          recording ? database.executeSql(text, values) : Promise.resolve({ rows: [{ count: 0 }] }),
      },
      schema: JOB_SCHEMA,
      supervise: background,
      schedule: background,
      maintenanceIntervalSeconds: superviseSeconds,
      // pg-boss archives finished jobs after this; dead ones stay a week for the operator.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 7 * 86_400,
    });
    // pg-boss reports its own background errors (a poll that failed, a lost connection) here; they
    // carry SQL, never payloads, but log the code and message only.
    created.on('error', (err: Error & { code?: string }) =>
      logger.warn({ code: err.code, message: err.message.split('\n')[0] }, 'job engine error'),
    );
    return created;
  };
  let boss = newBoss();
  let started = false;
  /**
   * The start in progress, or done. The server opens its port before the engine is up (main.ts):
   * work asked for meanwhile waits for the queues to exist instead of failing.
   */
  let starting: Promise<boolean> | undefined;
  const afterStart = async () => {
    if (starting) await starting;
  };
  /** Ends a start's delay early: false means the start was called off. */
  let cancelDelay: (() => void) | undefined;
  const delay = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      cancelDelay = () => {
        clearTimeout(timer);
        resolve(false);
      };
    });
  /** The schedules kept in the database, read at the first schedule() after a start; a failed read is tried again. */
  const readSchedules = () =>
    lazily(async () => new Map<string, unknown>((await boss.getSchedules()).map((row) => [row.name, row])));
  let keptSchedules = readSchedules();

  function definitionOf(name: string) {
    const definition = byName.get(name);
    if (!definition) throw new AppError(500, 'internal', `No job handler is registered for ${name}`);
    return definition;
  }

  /** What a queue is kept with, as pg-boss reads it back (getQueues). */
  const queuePolicyOf = (d: JobDefinition<unknown>) => ({
    policy: d.policy ?? 'standard',
    retryLimit: d.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: d.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: d.expireInSeconds ?? DEFAULTS.expireInSeconds,
  });
  const samePolicy = (kept: PgBoss.QueueResult | undefined, wanted: ReturnType<typeof queuePolicyOf>) =>
    kept !== undefined &&
    (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => kept[key] === wanted[key]);

  /**
   * Creates the queues that are missing and updates those whose policy changed. Queues as they
   * should be are read once and left alone: two statements per queue were a tenth of a start on
   * the embedded database.
   */
  async function createQueues() {
    const kept = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const d of definitions) {
      const wanted = queuePolicyOf(d);
      if (samePolicy(kept.get(d.name), wanted)) continue;
      const policy = { name: d.name, ...wanted };
      // create_queue does nothing for an existing queue; update applies a changed policy. Instances
      // starting together can deadlock creating the same partitions: the loser tries again.
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(d.name, policy);
          await boss.updateQueue(d.name, policy);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
          await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
        }
      }
    }
  }

  async function startWorkers() {
    for (const d of definitions) {
      let workerId: string | undefined;
      workerId = await boss.work<unknown>(
        d.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollSeconds },
        async ([job]) => {
          if (!job) return;
          // pg-boss waits a whole polling interval after every fetch, even one that found a job: a
          // worker that just ran one asks again at once, so a queue of 500 reminders drains in
          // seconds, not in 500 intervals. An empty fetch still waits the interval.
          if (workerId) boss.notifyWorker(workerId);
          const started = performance.now();
          try {
            await d.handle(d.payload.parse(job.data), {
              id: job.id,
              retryCount: job.retryCount,
              lastAttempt: job.retryCount >= job.retryLimit,
              db: database.db,
              logger,
              enqueue: (name, payload, options) => engine.enqueue(name, payload, options),
            });
            logger.info({ job: d.name, id: job.id, ms: Math.round(performance.now() - started) }, 'job done');
          } catch (err) {
            const state = sqlStateOf(err);
            const code = state ?? (err as { code?: string }).code;
            logger.warn({ job: d.name, id: job.id, retry: job.retryCount, code }, 'job failed');
            // pg-boss keeps the thrown error with the job (jobs:list shows it). A database error's
            // message holds the statement's parameters, what a person wrote: keep its code only.
            throw state ? Object.assign(new Error(`database error ${state}`), { code: state }) : err;
          }
        },
      );
    }
  }

  async function startNow(work: boolean) {
    recording = true;
    // Two instances installing pg-boss's schema at once: its advisory lock serialises them, but
    // the second can still miss the first's new schema in its catalog cache and fail on a
    // duplicate name. The schema is complete by then (the first committed it): a fresh client
    // (a failed one keeps itself marked as starting) finds it installed.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.start();
        break;
      } catch (err) {
        if (!INSTALL_RACE_STATES.has(sqlStateOf(err) ?? '') || attempt >= 3) throw err;
        boss = newBoss();
      }
    }
    started = true;
    keptSchedules = readSchedules();
    await createQueues();
    if (work) await startWorkers();
  }

  const engine: JobEngine = {
    async start({ work = true, delayMs = 0 } = {}) {
      starting = (async () => {
        if (delayMs > 0 && !(await delay(delayMs))) return false;
        await startNow(work);
        return true;
      })();
      return starting;
    },
    async stop(timeoutMs = 10_000) {
      cancelDelay?.();
      await starting?.catch(() => {});
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      recording = false;
    },
    async enqueue(name, payload, options = {}) {
      const definition = definitionOf(name);
      const data = definition.payload.parse(payload) as object;
      await afterStart();
      return boss.send(name, data, {
        ...(options.key ? { id: stableJobId(`${name}:${options.key}`) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async waitingStart(name, singletonKey) {
      definitionOf(name);
      await afterStart();
      const { rows } = await database.executeSql(
        // Along pg-boss's unique index of stately jobs (job_i3): one row at most.
        `select start_after from ${JOB_SCHEMA}.job
          where name = $1 and state = 'created' and policy = 'stately' and coalesce(singleton_key, '') = $2`,
        [name, singletonKey],
      );
      const at = rows[0]?.start_after;
      return at ? new Date(at as string) : null;
    },
    async schedule(name, cron, payload = {}, timeZone = 'UTC') {
      definitionOf(name);
      await afterStart();
      const wanted = { name, cron, timezone: timeZone, data: payload, options: { tz: timeZone } };
      // Every start schedules the same few jobs: a schedule already kept as it is is not written.
      const schedules = await keptSchedules();
      const kept = schedules.get(name) as Record<string, unknown> | undefined;
      if (kept && Object.entries(wanted).every(([key, value]) => isDeepStrictEqual(kept[key], value))) return;
      await boss.schedule(name, cron, payload, { tz: timeZone });
      schedules.set(name, wanted);
    },
    async list(limit = 50) {
      await afterStart();
      const { rows } = await database.executeSql(
        `select id, name, state, retry_count, retry_limit, created_on, started_on, completed_on, output
           from ${JOB_SCHEMA}.job where name not like '\\_\\_pgboss%'
          order by created_on desc limit $1`,
        [limit],
      );
      return rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        state: String(r.state),
        retryCount: Number(r.retry_count),
        retryLimit: Number(r.retry_limit),
        createdOn: new Date(r.created_on as string),
        startedOn: r.started_on ? new Date(r.started_on as string) : null,
        completedOn: r.completed_on ? new Date(r.completed_on as string) : null,
        error: r.state === 'failed' ? errorMessageOf(r.output) : null,
      }));
    },
    async retry(id) {
      if (!UUID.test(id)) return false;
      const { rows } = await database.executeSql(
        `select name from ${JOB_SCHEMA}.job where id = $1 and state = 'failed'`,
        [id],
      );
      const name = rows[0]?.name;
      if (typeof name !== 'string') return false;
      await boss.retry(name, id);
      return true;
    },
  };
  return engine;
}

function errorMessageOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? null : String(output);
}
