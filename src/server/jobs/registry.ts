import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { analysisJobs, analysisSchedules } from '../features/ai/warm-up-jobs.ts';
import { createImportRunner, importJobs } from '../features/imports/import-jobs.ts';
import { notificationJobs, notificationSchedules } from '../features/notifications/jobs.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { JobDefinition } from './definition.ts';

/** What handlers may need from the running app. */
export interface JobDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
}

/**
 * Every kind of job the app runs, one line per feature. An instance works every queue listed here;
 * a job whose name is not listed cannot be enqueued.
 */
export function jobDefinitions(deps: JobDeps): JobDefinition<unknown>[] {
  const imports = createImportRunner(deps.config, deps.database.db, deps.logger);
  return [
    ...importJobs(imports),
    ...notificationJobs(deps),
    ...analysisJobs(deps),
  ] as JobDefinition<unknown>[];
}

/** Jobs enqueued on a clock (cron, UTC); servers register them at start. */
export const jobSchedules: { name: string; cron: string }[] = [
  ...notificationSchedules,
  ...analysisSchedules,
];
