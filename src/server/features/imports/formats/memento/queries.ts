import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../../db/client.ts';
import { ownRow } from '../../../../db/own-row.ts';
import {
  attachments,
  connectionRelations,
  connections,
  entries,
  entryConnections,
  entryTags,
  groupItems,
  profiles,
  tags,
} from '../../../../db/schema/index.ts';

/*
 * The Memento importer writes rows as the export read them, timestamps included, so a round trip
 * gives back the same account (docs/decisions/023-export-snapshot-and-reads.md). Every insert is
 * ON CONFLICT DO NOTHING on ids derived from the file (derived-ids.ts): what exists is left as it is.
 */

const insertedIds = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));

/** Inserts the rows whose ids are not taken yet into `table`; the ids of those it inserted. */
export async function insertNew<T extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<Set<string>> {
  if (!rows.length) return new Set<string>();
  const inserted = await tx.insert(table).values(rows).onConflictDoNothing().returning({ id: table.id });
  return insertedIds(inserted as { id: string }[]);
}

export const insertRelations = async (tx: Tx, rows: (typeof connectionRelations.$inferInsert)[]) => {
  if (rows.length) await tx.insert(connectionRelations).values(rows).onConflictDoNothing();
};

export async function insertEntryLinks(
  tx: Tx,
  tagLinks: (typeof entryTags.$inferInsert)[],
  connectionLinks: (typeof entryConnections.$inferInsert)[],
) {
  if (tagLinks.length) await tx.insert(entryTags).values(tagLinks).onConflictDoNothing();
  if (connectionLinks.length) await tx.insert(entryConnections).values(connectionLinks).onConflictDoNothing();
}

export const existingAttachmentIds = async (tx: Tx, userId: string, ids: string[]) =>
  ids.length
    ? insertedIds(
        await tx
          .select({ id: attachments.id })
          .from(attachments)
          .where(and(eq(attachments.userId, userId), inArray(attachments.id, ids))),
      )
    : new Set<string>();

/** Puts back what the upload path decides for itself (position, caption, times) as the file had it. */
export const restoreAttachmentFields = (
  tx: Tx,
  userId: string,
  id: string,
  fields: Pick<
    typeof attachments.$inferInsert,
    'position' | 'caption' | 'createdAt' | 'takenAt' | 'takenLat' | 'takenLng' | 'fileName'
  >,
) =>
  tx
    .update(attachments)
    .set(fields)
    .where(ownRow(attachments, userId, id));

export const insertGroupItems = async (tx: Tx, rows: (typeof groupItems.$inferInsert)[]) => {
  if (rows.length) await tx.insert(groupItems).values(rows).onConflictDoNothing();
};

/** Whether the account holds no entries and no connections yet (a restore, not a merge). */
export async function accountIsEmpty(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      n: sql<number>`(${tx.select({ n: count() }).from(entries).where(eq(entries.userId, userId))}) + (${tx
        .select({ n: count() })
        .from(connections)
        .where(eq(connections.userId, userId))})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) === 0;
}

/** The AI switch and time zone as the file had them. The name stays the sign-in's own (profile sync follows it). */
export const restoreSettings = (tx: Tx, userId: string, aiEnabled: boolean, timeZone: string) =>
  tx.update(profiles).set({ aiEnabled, timeZone }).where(eq(profiles.id, userId));

/** A same-named tag of a new account, as the restored file has it. */
export const restoreTag = (
  tx: Tx,
  userId: string,
  id: string,
  fields: Pick<typeof tags.$inferInsert, 'type' | 'createdAt' | 'updatedAt'>,
) =>
  tx
    .update(tags)
    .set(fields)
    .where(ownRow(tags, userId, id));
