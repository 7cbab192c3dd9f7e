import type { Attachment } from '../../../shared/schemas/attachments.ts';
import type { Tx } from '../../db/client.ts';
import { presentAttachmentsJson } from '../attachments/entry-attachments.ts';
import { type EntryRow, entriesWithRelations, type RelationsJson } from './queries.ts';

export interface EntryRelations {
  tags: RelationsJson['tags'];
  connections: RelationsJson['connections'];
  location: RelationsJson['location'];
  source: RelationsJson['source'];
  attachments: Attachment[];
}

/** An entry's relations from the JSON columns its statement read them in (queries.ts). */
export const relationsOf = (row: RelationsJson): EntryRelations => ({
  tags: row.tags,
  connections: row.connections,
  location: row.location,
  source: row.source,
  attachments: presentAttachmentsJson(row.attachments),
});

/** The relations of entries read without them (a group's items), in one statement. */
export async function loadRelations(tx: Tx, userId: string, rows: EntryRow[]) {
  const read = await entriesWithRelations(
    tx,
    userId,
    rows.map((r) => r.id),
  );
  const byId = new Map(read.map((r) => [r.id, relationsOf(r)]));
  return (row: EntryRow): EntryRelations =>
    byId.get(row.id) ?? { tags: [], connections: [], location: null, source: null, attachments: [] };
}
