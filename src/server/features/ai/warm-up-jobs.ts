import { z } from 'zod';
import type { AiConfig } from '../../config.ts';
import { defineJob, type JobContext, type JobDefinition } from '../../jobs/definition.ts';
import type { JobDeps } from '../../jobs/registry.ts';
import { usersWithStaleAnalyses } from './kept-analyses.ts';
import { warmAnalyses } from './warm-up.ts';

export const WARM_UP_JOB = 'analyses.warm-up';
export const SWEEP_JOB = 'analyses.sweep';

/**
 * Whether kept analyses are worth making ahead: only the local engine writes digests from them.
 * With a configured model they serve only the rare digest the local engine writes in its place.
 */
export const warmsUp = (ai: AiConfig) => ai.provider === 'local';

/**
 * Queues a warm-up of the person's entry analyses; call after the unit of work that wrote their
 * entries committed. One waits per person at a time (a 'stately' queue keyed by the user id): a
 * burst of writes, or an import and the sweep, make one run, and a write during a run queues the
 * next one. `delaySeconds` lets the burst end before the run starts.
 */
export function enqueueWarmUp(enqueue: JobContext['enqueue'], userId: string, delaySeconds = 0) {
  return enqueue(
    WARM_UP_JOB,
    { userId },
    {
      singletonKey: userId,
      ...(delaySeconds > 0 ? { startAfter: new Date(Date.now() + delaySeconds * 1000) } : {}),
    },
  );
}

/**
 * `analyses.warm-up` reads a person's entries that have no fresh kept analysis (decision 037);
 * `analyses.sweep`, daily, queues one for everyone who has such entries: entries written where no
 * warm-up was queued (an import resumed after a restart, a summary saved), a new ANALYSIS_VERSION
 * after an upgrade, a run that failed for good.
 */
export function analysisJobs(deps: JobDeps): JobDefinition<unknown>[] {
  return [
    defineJob({
      name: WARM_UP_JOB,
      payload: z.object({ userId: z.string().min(1) }),
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 60,
      // A journal of 50,000 entries read from nothing takes about a minute of CPU on a small machine.
      expireInSeconds: 1800,
      handle: async ({ userId }, job) => {
        if (!warmsUp(deps.config.ai)) return;
        const read = await warmAnalyses(job.db, userId);
        job.logger.info({ job: WARM_UP_JOB, id: job.id, read }, 'entry analyses warmed up');
      },
    }),
    defineJob({
      name: SWEEP_JOB,
      payload: z.object({}).loose(),
      retryLimit: 0,
      handle: async (_payload, job) => {
        if (!warmsUp(deps.config.ai)) return;
        for (const userId of await usersWithStaleAnalyses(job.db)) await enqueueWarmUp(job.enqueue, userId);
      },
    }),
  ] as JobDefinition<unknown>[];
}

/** The sweep's clock (UTC), at night. */
export const analysisSchedules = [{ name: SWEEP_JOB, cron: '41 3 * * *' }];
