import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  max,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AttachmentVariant } from '../../../shared/schemas/attachments.ts';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, ownRow } from '../../db/own-row.ts';
import { attachmentBlobs, attachments } from '../../db/schema/index.ts';
import type { BlobRef } from './store.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
/** An attachment row as JSON carries it: its times as text. */
export type AttachmentJson = Omit<AttachmentRow, 'takenAt' | 'createdAt'> & {
  takenAt: string | null;
  createdAt: string;
};

// Every column under its row key, so the JSON reads like the row.
const jsonFields = sql.join(
  Object.entries(getTableColumns(attachments)).flatMap(([key, column]) => [
    sql.raw(`'${key}'`),
    sql`${column}`,
  ]),
  sql`, `,
);

/**
 * An entry's files in their order as one JSON array: a column for a query that reads entries with
 * their relations in the same statement (entries/queries.ts), one indexed lookup per entry.
 */
export const attachmentsJsonOf = (
  userId: string | Placeholder,
  entryId: AnyColumn | SQL,
): SQL<AttachmentJson[]> =>
  sql`coalesce((select json_agg(json_build_object(${jsonFields}) order by ${attachments.position})
    from ${attachments} where ${attachments.userId} = ${userId} and ${attachments.entryId} = ${entryId}), '[]'::json)`;

export async function insertAttachment(tx: Tx, values: typeof attachments.$inferInsert) {
  await tx.insert(attachments).values(values);
}

/** How many files the entry holds and the next free position at its end. */
export async function entryFileStats(tx: Tx, userId: string, entryId: string) {
  const [row] = await tx
    .select({ n: count(), last: max(attachments.position) })
    .from(attachments)
    .where(and(eq(attachments.userId, userId), eq(attachments.entryId, entryId)));
  return { count: row?.n ?? 0, nextPosition: (row?.last ?? -1) + 1 };
}

/** The files of these entries, each entry's in its order: one query for a whole page of entries. */
export function attachmentsOfEntries(tx: Tx, userId: string, entryIds: string[]): Promise<AttachmentRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.entryId, entryIds)))
    .orderBy(asc(attachments.entryId), asc(attachments.position));
}

/**
 * The attachment with one variant's bytes when they are kept in the database, in one statement:
 * serving a thumbnail costs one round trip. `bytes` is null when the blob row is absent (another
 * store holds the bytes, or there are none).
 */
export async function findAttachmentWithBytes(
  tx: Tx,
  userId: string,
  id: string,
  variant: AttachmentVariant,
) {
  const [found] = await tx
    .select({ row: attachments, bytes: attachmentBlobs.bytes })
    .from(attachments)
    .leftJoin(
      attachmentBlobs,
      and(
        eq(attachmentBlobs.userId, userId),
        eq(attachmentBlobs.attachmentId, attachments.id),
        eq(attachmentBlobs.variant, variant),
      ),
    )
    .where(ownRow(attachments, userId, id));
  return found;
}

export async function updateCaption(tx: Tx, userId: string, id: string, caption: string | null) {
  const [row] = await tx
    .update(attachments)
    .set({ caption })
    .where(ownRow(attachments, userId, id))
    .returning();
  return row;
}

export const deleteAttachmentRow = (tx: Tx, userId: string, id: string) =>
  deleteOwnRow(tx, attachments, userId, id);

/** Numbers the entry's files 0, 1, 2... in the order of `ids` (already checked to be exactly its files). */
export async function setPositions(tx: Tx, userId: string, entryId: string, ids: string[]) {
  await tx.execute(sql`
    update attachments a set position = o.ord - 1
    from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, ord)
    where a.id = o.id and a.user_id = ${userId} and a.entry_id = ${entryId}`);
}

/** Stores one variant's bytes (the database store, database-store.ts). */
export async function insertBlob(tx: Tx, ref: BlobRef, bytes: Uint8Array) {
  await tx.insert(attachmentBlobs).values({ ...ref, bytes });
}

/** One variant's bytes, or null (the database store, database-store.ts). */
export async function blobBytes(tx: Tx, ref: BlobRef): Promise<Uint8Array | null> {
  const [row] = await tx
    .select({ bytes: attachmentBlobs.bytes })
    .from(attachmentBlobs)
    .where(
      and(
        eq(attachmentBlobs.userId, ref.userId),
        eq(attachmentBlobs.attachmentId, ref.attachmentId),
        eq(attachmentBlobs.variant, ref.variant),
      ),
    );
  return row?.bytes ?? null;
}
