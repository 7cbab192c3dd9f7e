import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';

const ownEntryId = (tx: Tx, userId: string, entryId: string) =>
  tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.id, entryId)));

/** Locks the user's entry row FOR UPDATE; false when it is missing or not theirs (lock-entry.ts). */
export async function lockEntryRow(tx: Tx, userId: string, entryId: string): Promise<boolean> {
  const [row] = await ownEntryId(tx, userId, entryId).for('update');
  return row !== undefined;
}

/** Whether the user has this entry, without a lock: for reads (lock-entry.ts). */
export async function hasEntryRow(tx: Tx, userId: string, entryId: string): Promise<boolean> {
  const [row] = await ownEntryId(tx, userId, entryId);
  return row !== undefined;
}
