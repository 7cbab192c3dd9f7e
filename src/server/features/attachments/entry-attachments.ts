import type { Attachment } from '../../../shared/schemas/attachments.ts';
import type { Tx } from '../../db/client.ts';
import { presentAttachment } from './present.ts';
import { type AttachmentJson, attachmentsOfEntries } from './queries.ts';

export { type AttachmentJson, attachmentsJsonOf } from './queries.ts';

/**
 * The read model entries use to list their files: each entry's attachments in order, presented,
 * from one indexed query for the whole page.
 */
export async function attachmentsByEntry(
  tx: Tx,
  userId: string,
  entryIds: string[],
): Promise<(entryId: string) => Attachment[]> {
  const byEntry = new Map<string, Attachment[]>();
  for (const row of await attachmentsOfEntries(tx, userId, entryIds)) {
    const list = byEntry.get(row.entryId) ?? [];
    list.push(presentAttachment(row));
    byEntry.set(row.entryId, list);
  }
  return (entryId) => byEntry.get(entryId) ?? [];
}

/** An entry's files read as JSON in the entry's own statement (`attachmentsJsonOf`), presented. */
export const presentAttachmentsJson = (rows: AttachmentJson[]): Attachment[] =>
  rows.map((row) =>
    presentAttachment({
      ...row,
      takenAt: row.takenAt === null ? null : new Date(row.takenAt),
      createdAt: new Date(row.createdAt),
    }),
  );
