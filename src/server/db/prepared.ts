import { kept, newMap } from '../lib/kept.ts';
import type { Db, Tx } from './client.ts';

/** What drizzle's `.prepare(name)` gives: a statement built once, run with named values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const built = new WeakMap<Db | Tx, Map<string, Prepared>>();

/**
 * The query `build` makes on `on` (the database or a transaction), prepared as `name` the first
 * time it is asked for and kept with `on`; `name` is the statement's name on PostgreSQL, which then
 * parses it once per connection. For the hot reads every signed-in request makes: drizzle's
 * building of a query cost more CPU than PostgreSQL spends answering the small ones
 * (docs/decisions/040-per-request-cpu.md). The transaction object is the same for every unit on a
 * pooled PostgreSQL connection, and for every unit on the embedded database (db/begin-with.ts),
 * so a statement is built once per connection. Values go in as `sql.placeholder(name)`.
 */
export function prepared<P extends Prepared>(
  on: Db | Tx,
  name: string,
  build: (on: Db | Tx) => { prepare(name: string): P },
): P {
  return kept(kept(built, on, newMap), name, () => build(on).prepare(name)) as P;
}
