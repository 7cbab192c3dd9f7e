import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, instant, ownedRecord, ownerId, parentId } from './columns.ts';
import { entries } from './journal.ts';
import { ownedTable } from './rls.ts';

/** A file on an entry. Its bytes live in the AttachmentStore named by `store`. */
export const attachments = ownedTable(
  'attachments',
  {
    ...ownedRecord(),
    entryId: parentId('entry_id', () => entries.id),
    kind: text('kind', { enum: ['image', 'audio', 'pdf'] }).notNull(),
    contentType: text('content_type').notNull(),
    fileName: varchar('file_name', { length: 200 }),
    byteSize: integer('byte_size').notNull(),
    /** A hash of the original's bytes: served URLs carry it, so they never change meaning. */
    etag: text('etag').notNull(),
    position: integer('position').notNull(),
    caption: varchar('caption', { length: 500 }),
    width: integer('width'),
    height: integer('height'),
    takenAt: instant('taken_at'),
    takenLat: doublePrecision('taken_lat'),
    takenLng: doublePrecision('taken_lng'),
    /** Where the bytes are: 'database' (attachment_blobs) or 's3'. Deletion trigger reads it. */
    store: text('store', { enum: ['database', 's3'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_user_entry_idx').on(t.userId, t.entryId, t.position),
    check('attachments_kind_check', sql`${t.kind} in ('image', 'audio', 'pdf')`),
    check('attachments_store_check', sql`${t.store} in ('database', 's3')`),
  ],
);

/** The database AttachmentStore: one row per stored variant (original, display, thumb). */
export const attachmentBlobs = ownedTable(
  'attachment_blobs',
  {
    attachmentId: parentId('attachment_id', () => attachments.id),
    variant: text('variant', { enum: ['original', 'display', 'thumb'] }).notNull(),
    userId: ownerId(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attachmentId, t.variant] }),
    index('attachment_blobs_user_idx').on(t.userId, t.attachmentId),
  ],
);

/**
 * Objects to delete from an outside store (S3): written by a trigger when an attachment row goes
 * (its entry or its account deleted with it), drained by the sweeper with retries. Not user-owned
 * on purpose: it must outlive the account it came from. Only the app's own role reads it.
 */
export const attachmentDeletions = pgTable(
  'attachment_deletions',
  {
    attachmentId: uuid('attachment_id').primaryKey(),
    userId: text('user_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('attachment_deletions_due_idx').on(t.nextAttemptAt)],
).enableRLS();
