import type { Db } from '../db/client.ts';
import { type Work, withUser } from '../db/with-user.ts';
import type { Actor } from '../lib/actor.ts';

/**
 * Runs work that no signed-in request carries (a job, an import, a link opened by its token) as
 * the user it is for: one transaction with that user's claims, so row-level security applies
 * exactly as in a request (same retries on deadlock, same timeouts). The one door for such work
 * into user data; features call this, never withUser() (docs/architecture.md).
 */
export function runAsUser<T>(db: Db, user: string | Actor, work: Work<T>): Promise<T> {
  return withUser(db, typeof user === 'string' ? { userId: user } : user, work);
}
