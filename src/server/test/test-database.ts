import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../db/client.ts';

/** Which database the integration suites run on: set per Vitest project (see vitest.config.ts). */
export const testDbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test app: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export async function openTestDatabase(
  pool: { size: number; waitMs?: number } = { size: 5 },
): Promise<Database & { url?: string }> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url, poolSize: pool.size, poolWaitMs: pool.waitMs });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A person's account row written straight to the database, for suites that work below the API. */
export async function insertAccountRow(db: Db, id: string, name: string) {
  await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
    values (${id}, ${name}, ${`${id}@example.com`}, false, now(), now())`);
}

/** An empty database on the TEST_DATABASE_URL server, for one test; `drop` removes it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `memento_t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
