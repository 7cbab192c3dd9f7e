import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/definition.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import type { Logger } from '../../lib/logger.ts';
import { enqueueWarmUp } from '../ai/warm-up-jobs.ts';
import { createAttachmentStore } from '../attachments/create-store.ts';
import { ImportRunner } from './runner.ts';

export const IMPORT_RUN_JOB = 'imports.run';
export const IMPORT_RESUME_JOB = 'imports.resume';

/** How long one import may run in one job: long enough for a large journal with its photos. */
const IMPORT_EXPIRE_SECONDS = 6 * 3600;

/** The import runner for this app's database, attachment store and plan limits. */
export function createImportRunner(config: Config, db: Db, logger: Logger): ImportRunner {
  return new ImportRunner({
    db,
    config: config.imports,
    attachments: { store: createAttachmentStore(config.attachments), limits: config.attachments },
    billingEnabled: config.billing !== null,
    logger,
    testFaults: config.testFaults,
  });
}

/**
 * The import jobs: `imports.run` runs one import as soon as it is queued; `imports.resume`, every
 * minute, runs any import nobody holds (one whose process died or was stopped mid-import resumes
 * from its checkpoint once its 60 s lease has run out). A run that finds the import held by
 * another does nothing, so a duplicate job is harmless.
 */
export function importJobs(runner: ImportRunner) {
  return [
    defineJob({
      name: IMPORT_RUN_JOB,
      payload: z.object({ importId: z.uuid(), userId: z.string().min(1) }),
      retryLimit: 2,
      retryDelaySeconds: 10,
      expireInSeconds: IMPORT_EXPIRE_SECONDS,
      handle: async ({ importId, userId }, job) => {
        await runner.run(importId, userId);
        await enqueueWarmUp(job.enqueue, userId);
      },
    }),
    defineJob({
      name: IMPORT_RESUME_JOB,
      payload: z.object({}).loose(),
      retryLimit: 0,
      expireInSeconds: IMPORT_EXPIRE_SECONDS,
      handle: async () => {
        await runner.resumeClaimable();
      },
    }),
  ];
}

/** Starts the resume clock (pg-boss makes one instance enqueue each tick). */
export const scheduleImportResume = (jobs: JobEngine) => jobs.schedule(IMPORT_RESUME_JOB, '* * * * *');

/** Queues an import's run; call after the unit of work that inserted it committed. */
export const enqueueImportRun = (jobs: JobEngine, importId: string, userId: string) =>
  jobs.enqueue(IMPORT_RUN_JOB, { importId, userId }, { key: importId });
