import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test/server-process.ts';
import { createScratchDatabase, testDbKind } from './test/test-database.ts';

// The real server, started as its own process against broken surroundings: each case must stop
// with one line naming what is wrong, exit non-zero, and do it within seconds (never hang).

const PROCESS_TEST_TIMEOUT = 120_000;
const SECRET = 'startup-test-secret-long-enough-0123456789';
const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'memento-startup-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Runs the server until it exits by itself; fails the test if it is still running after 30 s. */
async function startExpectingFailure(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    // Vitest puts Vite's BASE_URL ('/') into the environment: give the server a real one.
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BASE_URL: 'http://localhost:3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 30_000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code, `still running after 30 s:\n${stdout}${stderr}`).not.toBeNull();
  expect(code).not.toBe(0);
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  return lines[0] as string;
}

/** A complete embedded database, made by PGlite itself, holding one table. */
async function embeddedDatabase(): Promise<string> {
  const dataDir = tempDir();
  const client = await PGlite.create(path.join(dataDir, 'db'));
  await client.query('create table kept (x int)');
  await client.close();
  return dataDir;
}

describe('start-up with a broken environment', () => {
  it(
    'refuses an empty or short secret file, naming the file',
    async () => {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'auth-secret'), '\n');
      const line = await startExpectingFailure({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(line).toContain(path.join(dataDir, 'auth-secret'));
      expect(line).toContain('at least 32 characters');
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'refuses a DATA_DIR that is a file, or that cannot be created',
    async () => {
      const file = path.join(tempDir(), 'not-a-dir');
      writeFileSync(file, 'x');
      const asFile = await startExpectingFailure({ DATA_DIR: file, AUTH_SECRET: SECRET });
      expect(asFile).toBe(`Invalid DATA_DIR ${file}: it (or a folder above it) is a file, not a directory`);
      const impossible = '/proc/memento-cannot-exist/data';
      const uncreatable = await startExpectingFailure({ DATA_DIR: impossible, AUTH_SECRET: SECRET });
      expect(uncreatable).toMatch(
        new RegExp(`^Invalid DATA_DIR ${impossible}: it cannot be created|is not writable`),
      );
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'refuses a port already in use, and a HOST it cannot listen on',
    async () => {
      const env = await databaseEnv();
      const blocker = createServer();
      const port = await new Promise<number>((resolve) =>
        blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
      );
      try {
        const inUse = await startExpectingFailure({ ...env, PORT: String(port) });
        expect(inUse).toBe(
          `Invalid PORT ${port}: already in use on 127.0.0.1 (another server is running there)`,
        );
      } finally {
        blocker.close();
      }
      const badHost = await startExpectingFailure({ ...env, HOST: 'no-such-host.invalid' });
      expect(badHost).toMatch(/^Invalid HOST no-such-host\.invalid: cannot listen there \(E[A-Z_]+\)$/);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'names an unreachable database server without its password',
    async () => {
      const port = await freePort();
      const line = await startExpectingFailure({
        DATA_DIR: tempDir(),
        AUTH_SECRET: SECRET,
        DATABASE_URL: `postgres://memento:hunter2secret@127.0.0.1:${port}/journal`,
      });
      expect(line).toBe(
        `Cannot reach the database memento@127.0.0.1:${port}/journal (ECONNREFUSED): is PostgreSQL running there?`,
      );
    },
    PROCESS_TEST_TIMEOUT,
  );
});

/** The database this project runs on: a fresh embedded one, or a scratch database on the server. */
async function databaseEnv(): Promise<Record<string, string>> {
  const env = { DATA_DIR: tempDir(), AUTH_SECRET: SECRET };
  if (testDbKind === 'pglite') return env;
  const scratch = await createScratchDatabase();
  dropAfter.push(scratch.drop);
  return { ...env, DATABASE_URL: scratch.url };
}
const dropAfter: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dropAfter) await drop();
});

if (testDbKind === 'pglite') {
  describe('a damaged embedded database', () => {
    it(
      'stops, naming the path, when PG_VERSION is missing, and never initialises over it',
      async () => {
        const dataDir = await embeddedDatabase();
        const db = path.join(dataDir, 'db');
        rmSync(path.join(db, 'PG_VERSION'));
        const before = readdirSync(db).sort();
        const line = await startExpectingFailure({ DATA_DIR: dataDir, AUTH_SECRET: SECRET });
        expect(line).toContain(db);
        expect(line).toContain('is not a complete database (PG_VERSION missing)');
        expect(existsSync(path.join(db, 'PG_VERSION'))).toBe(false);
        expect(readdirSync(db).sort()).toEqual(before);
      },
      PROCESS_TEST_TIMEOUT,
    );

    it(
      'says the embedded database could not be opened when its files are corrupted',
      async () => {
        const dataDir = await embeddedDatabase();
        const db = path.join(dataDir, 'db');
        writeFileSync(path.join(db, 'global', 'pg_control'), Buffer.alloc(8192, 7));
        const line = await startExpectingFailure({ DATA_DIR: dataDir, AUTH_SECRET: SECRET });
        expect(line).toMatch(new RegExp(`^${db}: the embedded database could not be opened`));
      },
      PROCESS_TEST_TIMEOUT,
    );

    it(
      'starts a new journal in an empty data directory',
      async () => {
        const dataDir = tempDir();
        mkdirSync(path.join(dataDir, 'db'));
        const server = await startServerProcess({ DATA_DIR: dataDir, AUTH_SECRET: SECRET });
        await server.stop();
        expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      },
      PROCESS_TEST_TIMEOUT,
    );
  });
} else {
  describe('a PostgreSQL server that refuses us', () => {
    it(
      'names an unknown database and an unknown role',
      async () => {
        /** What the server says when started on the test server's URL changed by `change`. */
        const startOn = (change: (url: URL) => void) => {
          const url = new URL(process.env.TEST_DATABASE_URL as string);
          change(url);
          return startExpectingFailure({
            DATA_DIR: tempDir(),
            AUTH_SECRET: SECRET,
            DATABASE_URL: url.toString(),
          });
        };
        const db = await startOn((url) => {
          url.pathname = '/memento_no_such_database';
        });
        expect(db).toMatch(/^Invalid DATABASE_URL: the database .*\/memento_no_such_database does not exist/);
        const role = await startOn((url) => {
          url.username = 'memento_no_such_role';
        });
        expect(role).toMatch(/^Invalid DATABASE_URL: the database memento_no_such_role@.* refused the role/);
      },
      PROCESS_TEST_TIMEOUT,
    );
  });
}
