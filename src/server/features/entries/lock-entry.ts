import type { Tx } from '../../db/client.ts';
import { hasEntryRow, lockEntryRow } from './lock-queries.ts';

/**
 * Locks the user's entry for the rest of the transaction, so two uploads to it queue (and count
 * its files one after the other). False when the entry is missing or not theirs. Exported for
 * features that hang records on entries (attachments).
 */
export async function lockOwnEntry(tx: Tx, userId: string, entryId: string): Promise<boolean> {
  return lockEntryRow(tx, userId, entryId);
}

/**
 * Whether the user has this entry, for a read of what hangs on it (an entry's files): a read takes
 * no lock, and a GET's transaction could not (http/request-transaction.ts).
 */
export async function ownsEntry(tx: Tx, userId: string, entryId: string): Promise<boolean> {
  return hasEntryRow(tx, userId, entryId);
}
