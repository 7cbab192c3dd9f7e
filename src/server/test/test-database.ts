import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../db/client.ts';

/** Which database the integration suites run on: set per Vitest project (see vitest.config.ts). */
export const testDbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * What Vitest's global setup made for the suites (test/database-templates.global.ts); undefined
 * outside Vitest (the bench makes test apps too).
 */
async function provided<K extends 'pgliteImageFile' | 'postgresTemplate'>(key: K) {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

let pgliteImage: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data directory the global setup wrote, read once per test process. */
function migratedPgliteImage() {
  pgliteImage ??= provided('pgliteImageFile').then((file) =>
    file ? new Blob([readFileSync(file)]) : undefined,
  );
  return pgliteImage;
}

/**
 * A fresh, migrated database for one test app: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped again on close. Under Vitest each is a
 * copy of one migrated database; the migrations then find nothing to do.
 */
export async function openTestDatabase(
  pool: { size: number; waitMs?: number } = { size: 5 },
): Promise<Database & { url?: string }> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteImage: await migratedPgliteImage() });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(await provided('postgresTemplate'));
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

/** A name for a scratch database: .ci/run drops those a run left behind. */
export const scratchDatabaseName = () => `memento_t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;

/**
 * A database on the TEST_DATABASE_URL server, for one test, empty or a copy of `template`; `drop`
 * removes it.
 */
export async function createScratchDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = scratchDatabaseName();
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
