import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { ApiClient } from '../src/server/test/api-client.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { loadTest } from './load.ts';
import { seedJournal } from './seed.ts';

export type Figures = Record<string, string>;

export interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
/** The server runs as `npm start` runs it (the bundle), so start-up figures are what operators see. */
const npmStart = ['scripts/start.mjs'];
/**
 * How long a start may take (BENCH_START_TIMEOUT_S, default 300 s): a first start builds what is
 * stale and creates the embedded database, which took over a minute on a loaded machine and
 * failed the whole PGlite column. The figure printed is still the time it took.
 */
const startOptions = { startTimeoutMs: Number(process.env.BENCH_START_TIMEOUT_S ?? 300) * 1000 };

/** The bench's server on `target`, started as `npm start` starts it. */
export const startBenchServer = (target: Target) => startServerProcess(target.env, npmStart, startOptions);

/** A throwaway data directory, plus a scratch database when the target is a PostgreSQL server. */
export async function makeTarget(kind: 'pglite' | 'postgres', adminUrl: string): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `memento-bench-${kind}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    // The figures are the requests' own. The bench's creates would otherwise queue, 30 s later,
    // the background analysis of the whole seeded journal (decision 037: about a minute of CPU at
    // 50,000 entries, in the server's process), which then shared the CPU with whichever load
    // happened to be running. bench/digest-kept.ts measures that warm-up on its own.
    AI_WARM_UP_DELAY_SECONDS: '86400',
  };
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const name = `memento_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  return {
    kind,
    env,
    cleanup: async () => {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The platform's figures: cold start on an existing data directory, and latency and throughput
 * of /api/health, a signed-in GET /api/v1/profile and the first page of entries at 50 concurrent
 * connections.
 */
export async function benchPlatform(
  target: Target,
  entries: number,
  /** More benchmarks to run against the same server and seeded journal while it is up. */
  alsoRun?: (
    baseUrl: string,
    cookie: string,
    seeded: Awaited<ReturnType<typeof seedJournal>>,
    /** The process `npm start` launched (the server is its child). */
    launcherPid: number,
  ) => Promise<void>,
): Promise<Figures> {
  const figures: Figures = {};
  const first = await startBenchServer(target);
  figures['first start (new data, migrations)'] = ms(first.startupMs);
  const client = new ApiClient(first.baseUrl);
  const signUp = await client.post<{ user: { id: string } }>('/api/auth/sign-up/email', {
    email: 'bench@example.com',
    password: 'benchmark password 1',
    name: 'Bench',
  });
  const userId = signUp.body.user.id as string;
  await first.stop();

  const database = await openDatabase({
    url: target.env.DATABASE_URL,
    pgliteDir: `${target.env.DATA_DIR}/db`,
  });
  const seeded = await seedJournal(database.db, userId, {
    entries,
    connections: Math.max(50, Math.round(entries / 25)),
    tags: 500,
    locations: 300,
  });
  // What autovacuum does within a minute of a bulk load (and the server itself where there is no
  // autovacuum, db/autovacuum-stand-in.ts, though only at its next check): the figures below are
  // for a journal the planner knows, not one it still thinks is empty, and without the dead rows
  // the seeding's updates left (31,746 beside 2,000 connections).
  await database.db.execute(sql`vacuum (analyze)`);
  await database.close();
  figures['seeded journal'] = `${seeded.counts.entries} entries, ${seeded.counts.connections} connections`;

  const server = await startBenchServer(target);
  try {
    figures['cold start (existing data)'] = ms(server.startupMs);
    const signedIn = new ApiClient(server.baseUrl);
    await signedIn.post('/api/auth/sign-in/email', {
      email: 'bench@example.com',
      password: 'benchmark password 1',
    });
    const sessionCookie = signedIn.cookieHeader();
    for (const [label, pathname, headers] of [
      ['GET /api/health', '/api/health', {}],
      ['GET /api/v1/profile (signed in)', '/api/v1/profile', { cookie: sessionCookie }],
      ['GET /api/v1/entries?limit=20 (signed in)', '/api/v1/entries?limit=20', { cookie: sessionCookie }],
      // What a browser asks for: the same page, compressed (Brotli) as it is sent (decision 044).
      [
        'GET /api/v1/entries?limit=20 (signed in, as a browser asks: Brotli)',
        '/api/v1/entries?limit=20',
        { cookie: sessionCookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
      ],
    ] as const) {
      const r = await loadTest(`${server.baseUrl}${pathname}`, { concurrency: 50, seconds: 5, headers });
      figures[`${label} p50 / p95 / p99`] = `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}`;
      figures[`${label} req/s at 50 conns`] = `${r.rps}${r.errors ? ` (${r.errors} errors)` : ''}`;
    }
    await alsoRun?.(server.baseUrl, sessionCookie, seeded, server.child.pid as number);
  } finally {
    await server.stop();
  }
  return figures;
}
