import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportFormat, ImportReport } from '../../../shared/schemas/imports.ts';
import type { ImportConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { runAsUser } from '../../jobs/as-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { sqlStateOf } from '../../lib/sql-state.ts';
import type { AttachmentSetup } from '../attachments/service.ts';
import { batchesFrom, type ImportContext, type ImportPlan } from './formats/format.ts';
import { ImportRecords } from './import-records.ts';
import { openUpload, planUpload } from './inspect.ts';
import { ImportLookups } from './lookups.ts';
import { ObjectsWritten } from './objects-written.ts';
import {
  claimableImports,
  claimImport,
  findImport,
  finishImport,
  type ImportRow,
  saveProgress,
} from './queries.ts';
import { foldReport, ReportWriter } from './report.ts';
import { removeUpload } from './upload-file.ts';

export interface ImportRunnerDeps {
  db: Db;
  config: ImportConfig;
  attachments: AttachmentSetup;
  billingEnabled: boolean;
  logger: Logger;
  /** Test servers only: `import-crash-after-first-batch` dies as a killed process would. */
  testFaults?: string[];
}

/** What a killed process leaves: the import running, its lease held, its next batch never begun. */
export class SimulatedCrash extends Error {}

const DEFAULT_BATCH = 200;

/**
 * Runs imports batch by batch, inside the job engine's jobs (import-jobs.ts): each batch, its
 * report lines and the checkpoint commit in one transaction, so after a crash or a restart the
 * import resumes at the first batch not committed, never applying one twice or half. A run holds
 * its import by a lease renewed every batch; an import whose lease ran out (its process died) is
 * taken over by the next resume job.
 */
export class ImportRunner {
  private readonly crashed = new Set<string>();

  constructor(private readonly deps: ImportRunnerDeps) {}

  /** The test fault fires once per import. */
  private crashFault(importId: string): boolean {
    if (!this.deps.testFaults?.includes('import-crash-after-first-batch') || this.crashed.has(importId))
      return false;
    this.crashed.add(importId);
    return true;
  }

  /** Runs every import nobody holds (queued, or left by a process that died); how many ran. */
  async resumeClaimable(): Promise<number> {
    let ran = 0;
    for (;;) {
      const [next] = await claimableImports(this.deps.db, 1);
      if (!next || !(await this.run(next.id, next.userId))) return ran;
      ran += 1;
    }
  }

  /** Runs one import to its end from its checkpoint; false when another run holds it. */
  async run(id: string, userId: string): Promise<boolean> {
    const { db, config, logger } = this.deps;
    const actor: Actor = { userId, billingEnabled: this.deps.billingEnabled };
    const row = await runAsUser(db, actor, ({ tx }) => claimImport(tx, userId, id));
    if (!row) return false;
    const end = (status: 'done' | 'failed' | 'stopped', error: { code: string; message: string } | null) =>
      runAsUser(db, actor, ({ tx }) => finishImport(tx, userId, id, status, error));
    const file = row.fileRef ? path.join(config.dir, path.basename(row.fileRef)) : null;
    const size = file
      ? await stat(file).then(
          (s) => s.size,
          () => null,
        )
      : null;
    if (!file || size === null) {
      await end('stopped', stoppedError(row, 'file_missing', 'The uploaded file is no longer on the server'));
      return true;
    }
    try {
      const opened = await openUpload(file, size, row.fileName, config.maxBytes);
      try {
        const { format, plan } = await planUpload(opened.source);
        if (format.id !== row.format || plan.total !== row.progressTotal)
          throw new AppError(400, 'invalid_request', 'The uploaded file changed since it was checked');
        await this.applyAll(row, actor, plan);
      } finally {
        opened.close();
      }
      await end('done', null);
      logger.info({ importId: id, format: row.format, items: row.progressTotal }, 'import done');
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      logger.warn(
        { importId: id, code: error instanceof AppError ? error.code : sqlStateOf(error) },
        'import failed',
      );
      const message = error instanceof AppError ? error.message : 'The server could not save an item';
      const latest = await runAsUser(db, actor, ({ tx }) => findImport(tx, userId, id));
      await end('failed', stoppedError(latest ?? row, 'import_failed', message));
    }
    await removeUpload(config.dir, row.fileRef as string);
    return true;
  }

  private async applyAll(row: ImportRow, actor: Actor, plan: ImportPlan): Promise<void> {
    let report = row.report as ImportReport;
    const run: Run = { row, actor, plan, lookups: new ImportLookups() };
    const from = (row.checkpoint as { next?: number } | null)?.next ?? 0;
    const batches = batchesFrom(plan.items(from), from, plan.batchSize ?? DEFAULT_BATCH);
    const prepared = async () => {
      const step = await batches.next();
      if (step.done) return null;
      const { at, batch } = step.value;
      const ready = plan.prepare ? await plan.prepare(batch, { attachments: this.deps.attachments }) : batch;
      return { ready, next: at + batch.length };
    };
    // The next batch is read and prepared (parsing, checks, files) while the database writes this
    // one: the server would otherwise wait for the database, and the database for the server.
    let upcoming = prepared();
    try {
      for (let current = await upcoming; current; current = await upcoming) {
        upcoming = prepared();
        report = await this.applyBatch(run, current.ready, current.next, report);
        if (this.crashFault(row.id) && current.next < plan.total)
          throw new SimulatedCrash('injected test fault');
      }
    } finally {
      // A batch that failed leaves the next one being prepared: let it end before the file closes.
      await upcoming.catch(() => null);
      await batches.return(undefined);
    }
  }

  /** One batch in one transaction; when it fails, its items one per transaction, the bad ones reported. */
  private async applyBatch(
    { row, actor, plan, lookups }: Run,
    ready: readonly unknown[],
    next: number,
    report: ImportReport,
  ): Promise<ImportReport> {
    const objects = new ObjectsWritten(this.deps.attachments);
    const unit = async (items: readonly unknown[], done: number, before: ImportReport) => {
      const written = new Set<string>();
      try {
        const after = await runAsUser(this.deps.db, actor, async (ctx) => {
          lookups.begin();
          const writer = new ReportWriter();
          await plan.apply(this.contextFor(ctx, row, lookups, objects.forUnit(written)), items, writer);
          const after = foldReport(before, writer.lines);
          await saveProgress(ctx.tx, actor.userId, row.id, done, after);
          return after;
        });
        lookups.commit();
        objects.settled(written, true);
        return after;
      } catch (error) {
        objects.settled(written, false);
        throw error;
      }
    };
    try {
      return await unit(ready, next, report);
    } catch (error) {
      lookups.forget();
      if (ready.length === 1) throw error;
      let current = report;
      const start = next - ready.length;
      for (const [i, item] of ready.entries()) {
        try {
          current = await unit([item], start + i + 1, current);
        } catch (itemError) {
          if (!(itemError instanceof AppError) && sqlStateOf(itemError) === undefined) throw itemError;
          current = await runAsUser(this.deps.db, actor, async ({ tx }) => {
            const writer = new ReportWriter();
            writer.failed({ kind: 'record', label: `Item ${start + i + 1}`, reason: reasonOf(itemError) });
            const after = foldReport(current, writer.lines);
            await saveProgress(tx, actor.userId, row.id, start + i + 1, after);
            return after;
          });
        }
      }
      return current;
    } finally {
      await objects.queueLeftovers(this.deps.db, actor.userId);
    }
  }

  private contextFor(
    ctx: { tx: ImportContext['tx']; actor: Actor },
    row: ImportRow,
    lookups: ImportLookups,
    attachments: AttachmentSetup,
  ): ImportContext {
    return {
      ...ctx,
      importId: row.id,
      records: new ImportRecords(ctx.tx, ctx.actor.userId, row.format as ImportFormat),
      lookups,
      attachments,
    };
  }
}

/** One run of an import: what every batch of it needs. */
interface Run {
  row: ImportRow;
  actor: Actor;
  plan: ImportPlan;
  lookups: ImportLookups;
}

const reasonOf = (error: unknown) =>
  error instanceof AppError
    ? error.message
    : `The database refused it (code ${sqlStateOf(error) ?? 'unknown'})`;

/** Why an import ended early, with how far it got: what the account holds is what the report says. */
function stoppedError(row: Pick<ImportRow, 'progressDone' | 'progressTotal'>, code: string, why: string) {
  const where =
    row.progressDone === 0
      ? 'Nothing was imported'
      : `It stopped after ${row.progressDone.toLocaleString('en-US')} of ${row.progressTotal.toLocaleString('en-US')} items: those are imported, as the report lists`;
  return {
    code,
    message: `${why}. ${where}. Upload the file again to finish: items already imported are not made twice.`,
  };
}
