import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';

/** Locks the user's entry row FOR UPDATE; false when it is missing or not theirs (lock-entry.ts). */
export async function lockEntryRow(tx: Tx, userId: string, entryId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.id, entryId)))
    .for('update');
  return row !== undefined;
}
