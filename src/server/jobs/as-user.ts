import type { Db } from '../db/client.ts';
import { type Work, withUser } from '../db/with-user.ts';

/**
 * Runs a job's work as the user it is for: one transaction with that user's claims, so row-level
 * security applies exactly as in a request (same retries on deadlock, same timeouts).
 */
export function runAsUser<T>(db: Db, userId: string, work: Work<T>): Promise<T> {
  return withUser(db, { userId }, work);
}
