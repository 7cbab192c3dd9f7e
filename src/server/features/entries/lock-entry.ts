import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';

/**
 * Locks the user's entry for the rest of the transaction, so two uploads to it queue (and count
 * its files one after the other). False when the entry is missing or not theirs. Exported for
 * features that hang records on entries (attachments).
 */
export async function lockOwnEntry(tx: Tx, userId: string, entryId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.id, entryId)))
    .for('update');
  return row !== undefined;
}
