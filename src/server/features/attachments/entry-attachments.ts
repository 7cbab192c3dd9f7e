import type { Attachment } from '../../../shared/schemas/attachments.ts';
import type { Tx } from '../../db/client.ts';
import { presentAttachment } from './present.ts';
import { attachmentsOfEntries } from './queries.ts';

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
