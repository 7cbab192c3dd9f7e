import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { adminQuery, scratchDatabaseName, withDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an empty, migrated PGlite data directory (db-pglite). */
    pgliteImageFile?: string;
    /** The name of an empty, migrated database on TEST_DATABASE_URL's server (db-postgres). */
    postgresTemplate?: string;
  }
}

/**
 * Vitest's global setup of the integration projects: migrates one empty database before the suites
 * run, and each suite's database starts as a copy of it instead of running initdb and every
 * migration again (3 to 5 s each on PGlite). The suites that test migrations themselves open
 * empty databases (test/migrations-before.ts, createScratchDatabase).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const name = scratchDatabaseName();
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const client = await PGlite.create('memory://');
  let image: Blob;
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    image = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'memento-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await image.arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
