import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';

// What attachments exports to other features' queries (entries' Photos filter): a subquery, so the
// filter stays one statement.

/** The ids of the user's entries that hold at least one photo: the Activities list's Photos filter. */
export const entriesWithPhotos = (tx: Tx, userId: string) =>
  tx
    .selectDistinct({ id: attachments.entryId })
    .from(attachments)
    .where(and(eq(attachments.userId, userId), eq(attachments.kind, 'image')));
