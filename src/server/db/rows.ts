import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * The rows of a raw `db.execute(sql…)`. Drizzle types it as unknown because the drivers differ in
 * shape: node-postgres and PGlite answer `{ rows }`, some drivers a bare array.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Reads one JSON value built by `json` (a column a statement's owner defines) as its own statement. */
export async function selectJson<T>(tx: Tx, json: SQL<T>): Promise<T | undefined> {
  const [row] = rowsOf<{ value: T }>(await tx.execute(sql`select ${json} as value`));
  return row?.value;
}
