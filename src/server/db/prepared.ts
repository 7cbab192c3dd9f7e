import { kept, newMap } from '../lib/kept.ts';
import type { Db, Tx } from './client.ts';

/** What drizzle's `.prepare(name)` gives: a statement built once, run with named values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const built = new WeakMap<Db | Tx, Map<string, Prepared>>();

/**
 * The statement `build` makes on `on` (the database or a transaction), built the first time it is
 * asked for and kept with `on`; `name` is the statement's name on PostgreSQL, which then parses it
 * once per connection. For the hot reads every signed-in request makes: drizzle's building of a
 * query cost more CPU than PostgreSQL spends answering the small ones
 * (docs/decisions/040-per-request-cpu.md). A transaction over a pooled PostgreSQL connection is
 * the same object for every unit on that connection (db/begin-with.ts), so the statement is built
 * once per connection; on the embedded database each transaction is new and it is built each time,
 * as before. Values go in as `sql.placeholder(name)`.
 */
export function prepared<P extends Prepared>(on: Db | Tx, name: string, build: (on: Db | Tx) => P): P {
  return kept(kept(built, on, newMap), name, () => build(on)) as P;
}
