import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../db/client.ts';
import { createScratchDatabase, testDbKind } from './test-database.ts';

/**
 * A database standing where an older server left it: empty and unmigrated (in-memory PGlite, or a
 * scratch database on TEST_DATABASE_URL), migrated by `migrateBefore(tag)` up to just before a
 * migration, so a test can write what that server wrote and then run `database.migrate()`.
 * `close` removes everything it made.
 */
export async function openOlderDatabase(): Promise<Database & { migrateBefore(tag: string): Promise<void> }> {
  const dirs: string[] = [];
  const database =
    testDbKind === 'pglite'
      ? { ...(await openDatabase({ pgliteDir: 'memory://' })), drop: async () => {} }
      : await (async () => {
          const scratch = await createScratchDatabase();
          return { ...(await openDatabase({ url: scratch.url, poolSize: 2 })), drop: scratch.drop };
        })();
  return {
    ...database,
    async migrateBefore(tag) {
      const dir = mkdtempSync(path.join(tmpdir(), 'memento-migrations-'));
      dirs.push(dir);
      cpSync(migrationsFolder, dir, { recursive: true });
      const journalPath = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.slice(
        0,
        journal.entries.findIndex((e) => e.tag === tag),
      );
      writeFileSync(journalPath, JSON.stringify(journal));
      // The same migrator the server uses, on the folder as it was.
      const { migrate } = await import(
        testDbKind === 'pglite' ? 'drizzle-orm/pglite/migrator' : 'drizzle-orm/node-postgres/migrator'
      );
      await migrate(database.db as never, { migrationsFolder: dir });
    },
    async close() {
      await database.close();
      await database.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For one test: a database migrated to just before the migration `tag`, holding one user as an
 * older server wrote it (`userId`), to write that server's rows for before running
 * `database.migrate()`. It is closed and removed when the test finishes, passed or failed.
 */
export async function olderDatabaseBefore(tag: string) {
  const database = await openOlderDatabase();
  onTestFinished(() => database.close());
  await database.migrateBefore(tag);
  const userId = crypto.randomUUID();
  await database.db.execute(
    sql`insert into users (id, name, email) values (${userId}, 'Old', 'old@example.com')`,
  );
  return { database, db: database.db, userId };
}
