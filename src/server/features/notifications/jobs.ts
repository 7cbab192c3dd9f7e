import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob, type JobDefinition } from '../../jobs/definition.ts';
import type { JobDeps } from '../../jobs/registry.ts';
import { deliverDispatch } from './delivery.ts';
import { deleteOldNotifications, openDispatches } from './queries.ts';
import { type Clock, recordDueDispatches, systemClock } from './scheduler.ts';

export const TICK_JOB = 'reminders-tick';
export const DELIVER_JOB = 'reminders-deliver';
export const CLEANUP_JOB = 'notification-log-cleanup';
/** How long the log (and the dispatches behind it) is kept. */
export const LOG_RETENTION_DAYS = 90;

/**
 * One scheduler tick: records what is due now and enqueues a delivery per new dispatch (keyed by
 * the dispatch, so enqueueing twice adds one job), and re-enqueues dispatches left open by an
 * instance that died between the two. Exported for the test-only route, which ticks at a given time.
 */
export async function tick(
  db: Db,
  enqueue: (name: string, payload: unknown, options?: { key?: string }) => Promise<unknown>,
  now: Date,
): Promise<number> {
  const created = await recordDueDispatches(db, now);
  const stale = await openDispatches(db, new Date(now.getTime() - 5 * 60_000));
  const ids = new Set([...created.map((d) => d.id), ...stale]);
  for (const id of ids) await enqueue(DELIVER_JOB, { dispatchId: id }, { key: id });
  return created.length;
}

export function notificationJobs(deps: JobDeps, clock: Clock = systemClock): JobDefinition<unknown>[] {
  const deliveryDeps = {
    db: deps.database.db,
    config: deps.config,
    mailer: deps.mailer,
    logger: deps.logger,
  };
  return [
    defineJob({
      name: TICK_JOB,
      payload: z.object({}).passthrough(),
      retryLimit: 0,
      expireInSeconds: 120,
      handle: async (_payload, job) => {
        await tick(deps.database.db, job.enqueue, clock.now());
      },
    }),
    defineJob({
      name: DELIVER_JOB,
      payload: z.object({ dispatchId: z.uuid() }),
      retryLimit: 4,
      retryDelaySeconds: deps.config.notifications.retrySeconds,
      // Short, so a delivery whose instance died is retried by another within minutes.
      expireInSeconds: deps.config.notifications.deliveryTimeoutSeconds,
      handle: ({ dispatchId }, job) => deliverDispatch(deliveryDeps, dispatchId, job.lastAttempt),
    }),
    defineJob({
      name: CLEANUP_JOB,
      payload: z.object({}).passthrough(),
      retryLimit: 2,
      handle: async () => {
        // The log goes with its dispatch (on delete cascade).
        await deleteOldNotifications(deps.database.db, LOG_RETENTION_DAYS);
      },
    }),
  ] as JobDefinition<unknown>[];
}

/** The cron schedules of these jobs (pg-boss makes one instance enqueue each tick). */
export const notificationSchedules = [
  { name: TICK_JOB, cron: '*/5 * * * *' },
  { name: CLEANUP_JOB, cron: '17 3 * * *' },
];
