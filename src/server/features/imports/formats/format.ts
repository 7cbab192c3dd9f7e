import type { ImportFormat } from '../../../../shared/schemas/imports.ts';
import type { ServiceContext } from '../../../db/with-user.ts';
import type { AttachmentSetup } from '../../attachments/service.ts';
import type { ImportRecords } from '../import-records.ts';
import type { ImportLookups } from '../lookups.ts';
import type { ReportWriter } from '../report.ts';
import type { SafeZip } from '../zip/safe-zip.ts';

/**
 * The one interface every import format implements (Day One, vCard, Memento). The pipeline
 * (runner.ts) owns the upload, the checks, the job, the batches, the checkpoint and the report;
 * a format only says whether a file is its own, lists its items in order, and applies a batch.
 *
 *   detect(source)         cheap: look at the zip's file names or the file's first bytes
 *   plan(source)           read the file once: how many items it holds (`total`), how many entries
 *                          and connections it may add, and `items(from)` to read them again in
 *                          the same order (the checkpoint is an index); throw badRequest(...) with
 *                          a clear message for content it cannot read
 *   plan.prepare(batch, env) optional work outside any transaction (reading files, resizing photos)
 *   plan.apply(ctx, batch) write the batch in ctx.tx (the user's transaction, row-level security
 *                          on) and record each item's outcome in `report`. Idempotent per item:
 *                          ctx.records maps a stable external key to the record it became.
 *
 * A batch is all or nothing: when apply throws, the pipeline rolls it back and re-runs its items
 * one per transaction, so one bad item is reported as failed instead of failing the import.
 */
export interface ImportFormatModule {
  id: ImportFormat;
  detect(source: ImportSource): boolean | Promise<boolean>;
  plan(source: ImportSource): Promise<ImportPlan>;
}

/** The uploaded file, as formats see it: an archive checked by SafeZip, or one plain file. */
export type ImportSource =
  | { kind: 'zip'; zip: SafeZip; fileName: string | null }
  | {
      kind: 'file';
      /** The first 64 KB, as UTF-8 (for detection). */
      head: string;
      /** The first bytes as they are (for detecting a byte-order mark or a charset). */
      headBytes: Uint8Array;
      size: number;
      fileName: string | null;
      /** The whole file; refused with a clear message when larger than `maxBytes`. */
      read(maxBytes: number): Promise<Buffer>;
      /** The file's bytes as they are read, for formats that parse as they go. */
      stream(): AsyncIterable<Buffer>;
    };

/** How many records of the plan-limited kinds an import may add, checked before it starts. */
export interface ImportAdds {
  entries?: number;
  connections?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: each format has its own item and prepared shapes
export interface ImportPlan<Item = any, Ready = any> {
  /** How many items the file holds: the progress total, and what the checkpoint counts. */
  total: number;
  /**
   * The items from the `from`-th on, read from the file again in the same order every time (a
   * resumed import starts at its checkpoint); a format that parses as it reads never holds them all.
   * They come in runs (as many as one read of the file gave) rather than one by one: a step of an
   * async iteration costs more than reading a small item.
   */
  items(from: number): AsyncIterable<readonly Item[]>;
  adds: ImportAdds;
  /** Items per transaction; 200 unless the format's items are heavy (photos). */
  batchSize?: number;
  prepare?(batch: readonly Item[], env: PrepareEnv): Promise<readonly Ready[]>;
  apply(ctx: ImportContext, batch: readonly Ready[], report: ReportWriter): Promise<void>;
}

/** The total and items of a plan whose items are all in memory (a file read whole). */
export const heldItems = <T>(items: readonly T[]): Pick<ImportPlan<T>, 'total' | 'items'> => ({
  total: items.length,
  async *items(from) {
    if (from < items.length) yield items.slice(from);
  },
});

/** What prepare gets: the attachments' store and limits (to read and check files before storing). */
export interface PrepareEnv {
  attachments: AttachmentSetup;
}

/** What apply gets: the user's transaction and actor, plus the import's own helpers. */
export interface ImportContext extends ServiceContext {
  importId: string;
  records: ImportRecords;
  /** Ids found by name in earlier batches of this import (tags, places). */
  lookups: ImportLookups;
  attachments: AttachmentSetup;
}

/** Items in batches of `size`, numbered from the checkpoint `from` on, from runs of any length. */
export async function* batchesFrom<T>(runs: AsyncIterable<readonly T[]>, from: number, size: number) {
  let at = from;
  let batch: T[] = [];
  for await (const run of runs)
    for (const item of run) {
      batch.push(item);
      if (batch.length < size) continue;
      yield { at, batch };
      at += batch.length;
      batch = [];
    }
  if (batch.length > 0) yield { at, batch };
}
