import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ImportFormat, ImportReport } from '../../../shared/schemas/imports.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Db, Tx } from '../../db/client.ts';
import { findOwnRow, newestOwnRows, ownRow } from '../../db/own-row.ts';
import { importRecords, imports } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

export type ImportRow = typeof imports.$inferSelect;

/** How long a runner holds an import between two batches before another may take it over. */
export const LEASE_SECONDS = 60;

export async function insertImport(tx: Tx, values: typeof imports.$inferInsert): Promise<ImportRow> {
  const [row] = await tx.insert(imports).values(values).returning();
  return row as ImportRow;
}

export const findImport = (tx: Tx, userId: string, id: string): Promise<ImportRow | undefined> =>
  findOwnRow(tx, imports, userId, id);

export const pageOfImports = (tx: Tx, userId: string, limit: number, after?: PageCursor) =>
  newestOwnRows(tx, imports, imports.createdAt, userId, limit, after);

/**
 * Imports a runner may take: queued ones, and running ones whose runner stopped renewing its
 * lease (a crash or a restart). Read as the app's own role, across users, like other sweepers.
 */
export function claimableImports(db: Db, limit: number) {
  return db
    .select({ id: imports.id, userId: imports.userId })
    .from(imports)
    .where(
      and(
        inArray(imports.status, ['queued', 'running']),
        or(sql`${imports.leaseUntil} is null`, lt(imports.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(imports.createdAt)
    .limit(limit);
}

/** Takes the import for this runner when nobody holds it; the row, or undefined when taken. */
export async function claimImport(tx: Tx, userId: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await tx
    .update(imports)
    .set({
      status: 'running',
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      startedAt: sql`coalesce(${imports.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(imports.userId, userId),
        eq(imports.id, id),
        inArray(imports.status, ['queued', 'running']),
        or(sql`${imports.leaseUntil} is null`, lt(imports.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** Saves a batch's progress in the batch's own transaction, and renews the lease. */
export async function saveProgress(
  tx: Tx,
  userId: string,
  id: string,
  next: number,
  report: ImportReport,
): Promise<void> {
  await tx
    .update(imports)
    .set({
      progressDone: next,
      checkpoint: { next },
      report,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      updatedAt: sql`now()`,
    })
    .where(ownRow(imports, userId, id));
}

/** Ends an import: done, failed or stopped, with why when it ended early. */
export async function finishImport(
  tx: Tx,
  userId: string,
  id: string,
  status: 'done' | 'failed' | 'stopped',
  error: { code: string; message: string } | null,
): Promise<void> {
  await tx
    .update(imports)
    .set({ status, error, leaseUntil: null, fileRef: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(ownRow(imports, userId, id));
}

/** The import records of `format` for the keys (import-records.ts). */
export function findImportRecords(tx: Tx, userId: string, format: ImportFormat, keys: readonly string[]) {
  return tx
    .select({
      key: importRecords.externalKey,
      entryId: importRecords.entryId,
      connectionId: importRecords.connectionId,
    })
    .from(importRecords)
    .where(
      and(
        eq(importRecords.userId, userId),
        eq(importRecords.format, format),
        // One array parameter: a batch asks for 500 keys, and 500 bound values cost more to build.
        sql`${importRecords.externalKey} = any(${sql.param([...new Set(keys)])}::text[])`,
      ),
    );
}

/** Writes what each key became; a key seen again points at its newest record (import-records.ts). */
export async function upsertImportRecords(
  tx: Tx,
  userId: string,
  format: ImportFormat,
  rows: readonly { key: string; entryId?: string | null; connectionId?: string | null }[],
): Promise<void> {
  await bulkInsert(
    tx,
    importRecords,
    rows.map((r) => ({
      userId,
      format,
      externalKey: r.key,
      entryId: r.entryId ?? null,
      connectionId: r.connectionId ?? null,
    })),
    sql`on conflict (user_id, format, external_key)
      do update set entry_id = excluded.entry_id, connection_id = excluded.connection_id`,
  );
}

/** Which of `ids` are rows of `table` in the account (formats/memento/derived-ids.ts). */
export async function existingIds(
  tx: Tx,
  userId: string,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  ids: string[],
): Promise<Set<string>> {
  // Row-level security limits the lookup to the account's own rows.
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id as string));
}
