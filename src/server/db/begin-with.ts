import type { PGlite, Transaction as PgliteUnit } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';
import { kept } from '../lib/kept.ts';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows.ts';
import { TurnTaking } from './turn-taking.ts';

/** The embedded database's units of work, one at a time, each from a fresh turn of the event loop. */
const embeddedTurns = new TurnTaking();

/**
 * Drizzle's transaction object over each pooled connection, made once per connection: it holds
 * no state of its own between units (its session is the connection, the dialect and the schema),
 * and building one builds a relational query helper per table of the schema, a tenth of the CPU
 * of a small read when it was done for every request (docs/decisions/040-per-request-cpu.md).
 */
const transactionOf = new WeakMap<pg.PoolClient, Tx>();

/** The rows the prelude selected (a unit's session lookup reads them, db/with-user.ts). */
export type PreludeRows = Record<string, unknown>[];

interface DrizzlePgSession {
  client: unknown;
  dialect: PgDialect;
  schema: never;
  options: never;
}

/**
 * Runs `work` in a transaction whose first statement, `prelude`, travels with the `begin` (one
 * round trip instead of two); `work` gets the rows the prelude selected. Drizzle sends `begin` on its own, so on a PostgreSQL pool this opens
 * the transaction itself, with drizzle's own transaction object over the checked-out client: the
 * two statements go as one simple-protocol query, which takes no parameters, so the prelude holds
 * literals only (quote them with `pg.escapeLiteral`). PGlite is in-process, where a round trip
 * costs nothing: there drizzle's transaction runs the prelude as its first statement.
 *
 * `answerBeforeCommit` is for a unit whose prelude made it read-only (`transaction_read_only`,
 * db/with-user.ts): it has nothing to make durable, so on a PostgreSQL pool its result is given
 * back while the `commit` is on its way, a round trip sooner. The connection returns to the pool
 * once the commit has returned, so the next unit on it begins after it; a commit that failed (only
 * the connection can fail it) drops the connection.
 */
export async function transactionWith<T>(
  db: Db,
  prelude: string,
  work: (tx: Tx, preludeRows: PreludeRows) => Promise<T>,
  { answerBeforeCommit = false } = {},
): Promise<T> {
  // drizzle keeps its session (the pool, the schema, the dialect) out of the public type.
  const inner = (db as unknown as { session: unknown }).session;
  const session = inner as DrizzlePgSession;
  if (is(inner, PgliteSession)) return embeddedUnit(session, prelude, work);
  if (!is(inner, NodePgSession) || !(session.client instanceof pg.Pool)) {
    return embeddedTurns.run(() => db.transaction(async (tx) => work(tx, rowsOf(await tx.execute(prelude)))));
  }
  const { dialect, schema, options } = session;
  const client = await session.client.connect();
  let broken: Error | undefined;
  // Whether the connection was left to the commit on its way to give back.
  let leftToCommit = false;
  try {
    let tx = transactionOf.get(client);
    if (!tx) {
      const made = new NodePgTransaction(
        dialect,
        new NodePgSession(client, dialect, schema, options),
        schema,
      );
      tx = made as unknown as Tx;
      transactionOf.set(client, tx);
    }
    // Two statements in one query: pg answers with one result each, the prelude's last.
    const [, preluded] = (await client.query(`begin; ${prelude}`)) as unknown as pg.QueryResult[];
    try {
      const result = await work(tx, preluded?.rows ?? []);
      if (answerBeforeCommit) {
        leftToCommit = true;
        client.query('commit').then(
          () => client.release(),
          (commitErr: Error) => client.release(commitErr),
        );
        return result;
      }
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch((rollbackErr: Error) => {
        // A connection that cannot roll back goes back to no one: the pool drops it.
        broken = rollbackErr;
      });
      throw err;
    }
  } finally {
    if (!leftToCommit) client.release(broken);
  }
}

/** The embedded database's one drizzle transaction object, and the unit of work it speaks to now. */
interface EmbeddedUnits {
  tx: Tx;
  running?: PgliteUnit;
}

const embeddedOf = new WeakMap<DrizzlePgSession, EmbeddedUnits>();

/**
 * Drizzle's transaction object over the embedded database, made once, as on a PostgreSQL pool:
 * drizzle made a new one, with a relational query helper per table, for every unit, and every
 * prepared statement (db/prepared.ts) was built again with it. Its client is a stand-in that
 * forwards each statement to the PGlite transaction of the unit running now; the units take turns
 * (`embeddedTurns`), so there is one at a time, and a statement sent between units fails.
 */
function embeddedUnits(session: DrizzlePgSession): EmbeddedUnits {
  return kept(embeddedOf, session, () => {
    const units: EmbeddedUnits = { tx: undefined as unknown as Tx };
    const running = () => {
      if (!units.running) throw new Error('A statement was sent after its unit of work ended');
      return units.running;
    };
    // Drizzle's PGlite session sends every statement through `query`.
    const forward: Pick<PgliteUnit, 'query' | 'exec'> = {
      query: (text, params, options) => running().query(text, params, options),
      exec: (text, options) => running().exec(text, options),
    };
    const { dialect, schema, options } = session;
    units.tx = new PgliteTransaction(
      dialect,
      new PgliteSession(forward as PGlite, dialect, schema, options),
      schema,
    ) as unknown as Tx;
    return units;
  });
}

/** One unit of work on the embedded database: its turn, PGlite's transaction, the prelude first. */
function embeddedUnit<T>(
  session: DrizzlePgSession,
  prelude: string,
  work: (tx: Tx, preludeRows: PreludeRows) => Promise<T>,
) {
  const units = embeddedUnits(session);
  const client = session.client as PGlite;
  return embeddedTurns.run(() =>
    client.transaction(async (unit) => {
      units.running = unit;
      try {
        return await work(units.tx, rowsOf(await units.tx.execute(prelude)));
      } finally {
        units.running = undefined;
      }
    }),
  );
}
