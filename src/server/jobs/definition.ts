import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { EnqueueOptions } from './engine.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  /** The job's id (pg-boss uuid), for logs and for keys that must be stable across retries. */
  id: string;
  /** 0 on the first run, 1 on the first retry, ... */
  retryCount: number;
  /** Whether this is the last run before the job goes to the dead-letter state. */
  lastAttempt: boolean;
  /** The system connection: open user work through runAsUser(), never query user tables here. */
  db: Db;
  logger: Logger;
  /** Queues follow-up work on the same engine (see JobEngine.enqueue). */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string | null>;
}

/** How one kind of job runs: its payload shape, its retry policy and its handler. */
export interface JobDefinition<P = unknown> {
  name: string;
  /** The payload is validated on enqueue and again on run (a job may outlive a deploy). */
  payload: z.ZodType<P>;
  /** Retries after the first run; past them the job is dead (state `failed`) until `jobs:retry`. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (pg-boss retryBackoff). */
  retryDelaySeconds?: number;
  /**
   * Seconds a run may take. A run that outlives it (its instance died mid-job) is failed by the
   * engine's supervisor and retried, so it is also how soon another instance picks a crashed job up.
   */
  expireInSeconds?: number;
  /**
   * 'stately': at most one job of this kind waits and one runs per `singletonKey` (pg-boss's queue
   * policy), so a burst of enqueues for one key makes one job; an enqueue while one waits adds
   * nothing. Default 'standard': every enqueue is a job.
   */
  policy?: 'standard' | 'stately';
  /** Throwing retries the job with backoff. */
  handle(payload: P, job: JobContext): Promise<void>;
}

/** Keeps the payload type of a definition while the registry holds many kinds. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}
