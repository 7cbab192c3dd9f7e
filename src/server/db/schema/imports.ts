import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, optionalLink, ownedRecord, ownerId, updatedAt } from './columns.ts';
import { connections } from './connections.ts';
import { entries } from './journal.ts';
import { ownedTable } from './rls.ts';

export const importStatuses = ['queued', 'running', 'done', 'failed', 'stopped'] as const;

/**
 * One uploaded file being imported: its progress, the checkpoint (next item to apply, written in
 * the same transaction as the batch before it) and the report. The bytes live in DATA_DIR/imports
 * (`file_ref`) until the import ends (docs/decisions/022-imports.md).
 */
export const imports = ownedTable(
  'imports',
  {
    ...ownedRecord(),
    format: text('format').notNull(),
    fileName: varchar('file_name', { length: 200 }),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    fileRef: text('file_ref'),
    status: text('status', { enum: importStatuses }).notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    report: jsonb('report').notNull(),
    checkpoint: jsonb('checkpoint'),
    error: jsonb('error'),
    /** A runner holds the import until then; another may take it over once it has passed. */
    leaseUntil: instant('lease_until'),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('imports_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('imports_unfinished_idx').on(t.status).where(sql`status in ('queued', 'running')`),
    check('imports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'stopped')`),
  ],
);

/**
 * Which record a source item became (a Day One entry's uuid, a vCard's UID, a Memento export's
 * id), so a second import of the same file updates or skips it. Goes with its record.
 */
export const importRecords = ownedTable(
  'import_records',
  {
    userId: ownerId(),
    format: text('format').notNull(),
    externalKey: varchar('external_key', { length: 300 }).notNull(),
    entryId: optionalLink('entry_id', () => entries.id, 'cascade'),
    connectionId: optionalLink('connection_id', () => connections.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.format, t.externalKey] }),
    index('import_records_entry_idx').on(t.entryId).where(sql`entry_id IS NOT NULL`),
    index('import_records_connection_idx').on(t.connectionId).where(sql`connection_id IS NOT NULL`),
    check('import_records_one_target_check', sql`num_nonnulls(${t.entryId}, ${t.connectionId}) = 1`),
  ],
);
