/**
 * The rows of a raw `db.execute(sql…)`. Drizzle types it as unknown because the drivers differ in
 * shape: node-postgres and PGlite answer `{ rows }`, some drivers a bare array.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
