import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { firstLine } from '../lib/startup-error.ts';
import { sharedBuffersMb } from './pglite-buffers.ts';
import { cannotOpenPglite, checkPgliteDataDir } from './pglite-data-dir.ts';
import { readAsText, withoutQueryParsers } from './pglite-parsers.ts';
import { pgliteWasmModule } from './pglite-wasm.ts';
import { DEFAULT_POOL_WAIT_MS } from './pool-wait.ts';

/**
 * Drizzle without its relational query API (`db.query`), which nothing here uses: given the
 * schema, each client built that API's configuration of every table, 25 ms of every start.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Checks the database answers. */
  ping(): Promise<void>;
  /**
   * Raw SQL for the job engine (pg-boss speaks to the database through this): with values, one
   * parameterised statement; without, a script of several statements. Returns the last result's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number works: it only has to be the same for every Memento instance.
const MIGRATION_LOCK_KEY = 727_001;

export interface DatabaseOptions {
  /** postgres:// URL of a server; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  pgliteDir?: string;
  /**
   * For 'memory://': a data directory to start from (a tarball of PGlite's `dumpDataDir`) instead
   * of an empty one made by initdb. The test suites start each database from one migrated copy.
   */
  pgliteImage?: Blob;
  poolSize?: number;
  /** How long a request may wait for a pooled connection, in ms (DEFAULT_POOL_WAIT_MS). */
  poolWaitMs?: number;
}

/** One factory for both clients: embedded PGlite by default, a PostgreSQL server by URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url)
    return openPostgres(options.url, options.poolSize ?? 10, options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteImage);
}

async function openPglite(dir: string, image: Blob | undefined): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) checkPgliteDataDir(dir);
  let client: PGlite;
  try {
    const buffers = `shared_buffers=${sharedBuffersMb(inMemory ? undefined : dir)}MB`;
    client = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, '-c', buffers],
      pgliteWasmModule: await pgliteWasmModule(),
      ...(image && inMemory ? { loadDataDir: image } : {}),
    });
  } catch (err) {
    if (inMemory) throw err;
    throw cannotOpenPglite(dir, firstLine(err));
  }
  readAsText(client);
  const db = drizzlePglite({ client: withoutQueryParsers(client) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      // PGlite's query() takes one statement; a script (pg-boss's own migrations) goes through exec().
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number, poolWaitMs: number): Promise<Database> {
  // One connection first, with a deadline: a server that is down, unknown or never answers (a
  // firewall dropping packets) fails the start within seconds instead of hanging it.
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await probe.connect();
  await probe.end();
  // A request that cannot get a connection within poolWaitMs fails (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: poolWaitMs });
  // An idle client can lose its server (restart, failover); log instead of crashing the process.
  pool.on('error', (err) => console.error(`database pool error: ${err.message}`));
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // On the connection that holds the lock: a pool of one has no second connection to lend.
        await migratePg(drizzlePg({ client: lock }), { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A script answers one result per statement.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    close: () => pool.end(),
  };
}
