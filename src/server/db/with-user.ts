import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Runs `fn` in one transaction as the `authenticated` role with the request's claims set, so
 * row-level security limits every statement to the user's own rows.
 */
export function withUser<T>(db: Db, userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const claims = JSON.stringify({ sub: userId, role: 'authenticated' });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('request.jwt.claims', ${claims}, true)`);
    await tx.execute(sql`set local role authenticated`);
    return fn(tx);
  });
}
