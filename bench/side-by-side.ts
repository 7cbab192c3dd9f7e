/**
 * The API next to the database's own speed (issue 21): for each journal endpoint, the latency of
 * the request and of the very statements it sent, replayed straight to the database, with their
 * ratio and the round trips; and throughput at 50 connections of the API, of the same statements
 * sent directly, and of a bare node:http server answering the same bytes.
 *
 * The API's latencies are measured while the bench's server process is up. The statements are
 * captured afterwards, with the server stopped (PGlite allows one process per data directory), by
 * the same app built in this process over the same database, then replayed as captured: the
 * `begin` that sets the role and claims, every query with its values, the `commit`.
 *
 * Throughput is measured last, in alternating windows: the API for WINDOW_SECONDS, then the same
 * statements sent directly for as long, and so on. This machine's speed moves by half within
 * seconds (a signed-in read measured 333 to 584 req/s in eight back-to-back runs on one server),
 * so two figures taken a minute apart compared two moments more than two programs. On PGlite the
 * direct side reads a copy of the data directory, the server having the original.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { encodeCursor } from '../src/server/lib/cursor.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { ApiClient } from '../src/server/test/api-client.ts';
import type { Seeded } from './journal.ts';
import { loadTest, timeRequests, timeSequential } from './load.ts';
import { type Figures, startBenchServer, type Target } from './platform.ts';
import {
  captureSql,
  replayable,
  replayOnPglite,
  replayOnPostgres,
  roundTrips,
  type Statement,
} from './sql-capture.ts';

const RUNS = Number(process.env.BENCH_SIDE_RUNS ?? 200);
const CONNECTIONS = 50;
/** The bare node:http server's load, and each side's warm-up before its windows, in seconds. */
const SECONDS = 5;
/** Throughput windows per side, each this long (see the file's comment). */
const WINDOWS = Number(process.env.BENCH_SIDE_WINDOWS ?? 4);
const WINDOW_SECONDS = 2;
const ms = (n: number) => n.toFixed(1);

interface Endpoint {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** A body made fresh for each run (creates must not repeat themselves). */
  body?: (i: number) => unknown;
}

interface Timing {
  p50: number;
  p95: number;
}

/** What the API side measured, carried over to the direct side once the server has stopped. */
export interface ApiSide {
  cookie: string;
  endpoints: Endpoint[];
  latency: Map<string, Timing>;
}

/** The journal endpoints of issue 21, each always the same request so both sides send one thing. */
async function journalEndpoints(api: ApiClient, cookie: string, seeded: Seeded): Promise<Endpoint[]> {
  const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await api.request<T>(method, path, body, { cookie });
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}`);
    return res.body;
  };
  const deepId = seeded.entryIds[Math.floor(seeded.entryIds.length * 0.8)] as string;
  const deep = await call<{ occurred_at: string }>('GET', `/api/v1/entries/${deepId}`);
  const deepCursor = encodeCursor({ at: new Date(deep.occurred_at), id: deepId });
  // A group of 100 items (entries, connections, tags): its detail counts them by kind.
  const group = (await call<{ id: string }>('POST', '/api/v1/groups', { name: 'Side by side' })).id;
  const items = [
    ...seeded.entryIds.slice(0, 70).map((item_id) => ({ item_type: 'entry', item_id })),
    ...seeded.connectionIds.slice(0, 20).map((item_id) => ({ item_type: 'connection', item_id })),
    ...seeded.tagIds.slice(0, 10).map((item_id) => ({ item_type: 'tag', item_id })),
  ];
  for (const item of items) await call('POST', `/api/v1/groups/${group}/items`, item);
  const pick = <T>(from: T[], i: number) => from[(i * 7919) % from.length] as T;
  return [
    { label: 'list first page (20)', method: 'GET', path: '/api/v1/entries?limit=20' },
    {
      label: 'list deep page by cursor',
      method: 'GET',
      path: `/api/v1/entries?limit=20&cursor=${deepCursor}`,
    },
    {
      label: 'one entry with relations',
      method: 'GET',
      path: `/api/v1/entries/${seeded.entryIds[1234 % seeded.entryIds.length]}`,
    },
    {
      label: 'calendar month',
      method: 'GET',
      path: '/api/v1/calendar?from=2024-03-01&to=2024-03-31&tz=Europe/Paris',
    },
    { label: 'search common word ("coffee")', method: 'GET', path: '/api/v1/search?q=coffee' },
    {
      label: 'search rare words',
      method: 'GET',
      path: `/api/v1/search?q=${encodeURIComponent(seeded.rareName)}`,
    },
    {
      label: 'create entry (2 tags, 1 connection)',
      method: 'POST',
      path: '/api/v1/entries',
      body: (i) => ({
        title: `Side by side ${i}`,
        type: 'reflection',
        content: 'A short paragraph written during the benchmark, about coffee and the garden.',
        tag_ids: [pick(seeded.tagIds, i), pick(seeded.tagIds, i + 1)],
        connection_ids: [pick(seeded.connectionIds, i)],
      }),
    },
    { label: 'connections list (24, by name)', method: 'GET', path: '/api/v1/connections?limit=24' },
    { label: 'group detail (100 items)', method: 'GET', path: `/api/v1/groups/${group}` },
  ];
}

/** The two reads whose throughput issue 21 compares with the database's and node:http's. */
const LOADED = [
  { label: 'GET /api/v1/profile', path: '/api/v1/profile' },
  { label: 'GET /api/v1/entries?limit=20', path: '/api/v1/entries?limit=20' },
];

/** A node:http server in its own process, as the API server is, answering `body` to every request. */
async function bareServer(body: Buffer, contentType: string) {
  const source = `
    const body = Buffer.from(process.env.BODY, 'base64');
    const server = require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.TYPE, 'content-length': body.length });
      res.end(body);
    });
    server.keepAliveTimeout = 65000;
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: body.toString('base64'), TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${Number(chunk.toString())}`, stop: () => child.kill() };
}

/** The API's side, while the bench's server is up. */
export async function measureApiSide(baseUrl: string, cookie: string, seeded: Seeded): Promise<ApiSide> {
  const api = new ApiClient(baseUrl);
  const endpoints = await journalEndpoints(api, cookie, seeded);
  const latency = new Map<string, Timing>();
  for (const e of endpoints) {
    // A write riding on the cookie must come from our own origin, as the browser's does.
    const headers: Record<string, string> = e.method === 'GET' ? { cookie } : { cookie, origin: baseUrl };
    const request = { method: e.method, headers, body: e.body };
    await timeRequests(`${baseUrl}${e.path}`, 10, request);
    latency.set(e.label, await timeRequests(`${baseUrl}${e.path}`, RUNS, request));
  }
  return { cookie, endpoints, latency };
}

/** The app of `target`, built in this process, listening on a free port (the server has stopped). */
async function inProcessApp(target: Target) {
  const holder: { fetch?: (req: Request) => Response | Promise<Response> } = {};
  const server = serve({
    fetch: (req) => (holder.fetch as NonNullable<typeof holder.fetch>)(req),
    port: 0,
    hostname: '127.0.0.1',
  });
  await once(server, 'listening');
  // Idle connections stay open: a replay keeps this process busy for seconds, after which the
  // server's keep-alive timer and the client's next request on that connection fire together, and
  // the request met a closed socket (ECONNRESET).
  (server as HttpServer).keepAliveTimeout = 0;
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The same data directory: the same auth secret, so the bench's session cookie still signs in.
  const config = loadConfig({ ...target.env, BASE_URL: baseUrl, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: `${config.dataDir}/db` });
  const logger = createLogger({ level: 'silent' });
  holder.fetch = buildApp({ config, database, logger, mailer: async () => {} }).app.fetch;
  return {
    baseUrl,
    database,
    close: async () => {
      (server as HttpServer).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}

/** Sends a request's statements straight to the database, as one unit of the app would. */
type Send = (statements: Statement[]) => Promise<void>;

/** The direct side of the latencies: the database the in-process app holds, one request at a time. */
async function directTo(target: Target, app: Awaited<ReturnType<typeof inProcessApp>>) {
  if (target.kind === 'pglite') {
    // In-process: the very PGlite instance the app used, one statement at a time as for the app.
    const db = (app.database.db as unknown as { $client: PGlite }).$client;
    return { replay: ((statements) => replayOnPglite(db, statements)) as Send, close: async () => {} };
  }
  const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await client.connect();
  return {
    replay: ((statements) => replayOnPostgres(client, statements)) as Send,
    close: () => client.end(),
  };
}

/**
 * The direct side of the throughput, while the server is up: on PostgreSQL as many connections as
 * the server's pool (DB_POOL_SIZE, default 10); on PGlite, in this process, a copy of the data
 * directory the server holds, opened as the server opens it.
 */
async function loadedDirectTo(target: Target) {
  if (target.kind === 'pglite') {
    const copy = `${target.env.DATA_DIR}/db-direct`;
    cpSync(`${target.env.DATA_DIR}/db`, copy, { recursive: true });
    const database = await openDatabase({ pgliteDir: copy });
    const db = (database.db as unknown as { $client: PGlite }).$client;
    return {
      send: ((statements) => replayOnPglite(db, statements)) as Send,
      close: async () => {
        await database.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 10 });
  // `pool.end()` resolves before its connections have closed; the bench then drops the database,
  // and a connection still closing is told it was terminated (57P01): no error of the figures'.
  pool.on('error', () => {});
  const send: Send = async (statements) => {
    const client = await pool.connect();
    try {
      await replayOnPostgres(client, statements);
    } finally {
      client.release();
    }
  };
  return { send, close: () => pool.end() };
}

const API = 'API';
const SQL = 'same SQL sent directly';
const RATIO = 'API ÷ SQL';
const TRIPS = 'round trips';
const BARE = 'bare node:http, same bytes';

type Columns = Record<string, Figures>;

/** Sets a row's cells, one per column. */
function setRow(columns: Columns, row: string, cells: Record<string, string>) {
  for (const [column, value] of Object.entries(cells)) (columns[column] as Figures)[row] = value;
}

/**
 * The direct side, with the server stopped: captures each endpoint's statements, replays and
 * times them; then the throughput of the loaded reads, with the server started again
 * (`measureThroughput`). Returns the table's columns.
 */
export async function measureDirectSide(target: Target, side: ApiSide): Promise<Columns> {
  const columns: Columns = { [API]: {}, [SQL]: {}, [RATIO]: {}, [TRIPS]: {}, [BARE]: {} };
  const loaded = new Map<string, Statement[]>();
  const app = await inProcessApp(target);
  const direct = await directTo(target, app).catch(async (err) => {
    await app.close();
    throw err;
  });
  try {
    const api = new ApiClient(app.baseUrl);
    const capture = async (method: 'GET' | 'POST', path: string, body: unknown) => {
      // Once unrecorded first: the session row and the planner's caches warm, as on the server.
      await api.request(method, path, body, { cookie: side.cookie });
      return captureSql(async () => {
        const res = await api.request(method, path, body, { cookie: side.cookie });
        if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status} in process`);
      });
    };
    for (const e of side.endpoints) {
      const body = e.body?.(RUNS + 1);
      const next = replayable(
        await capture(e.method, e.path, body),
        `${e.path} ${JSON.stringify(body ?? '')}`,
      );
      for (let i = 0; i < 10; i++) await direct.replay(next());
      const sql = await timeSequential(RUNS, () => direct.replay(next()));
      const api = side.latency.get(e.label) as Timing;
      setRow(columns, `${e.label}, p50 / p95 ms`, {
        [API]: `${ms(api.p50)} / ${ms(api.p95)}`,
        [SQL]: `${ms(sql.p50)} / ${ms(sql.p95)}`,
        [RATIO]: `${(api.p50 / sql.p50).toFixed(1)}× / ${(api.p95 / sql.p95).toFixed(1)}×`,
        [TRIPS]: String(roundTrips(next())),
      });
    }
    for (const { label, path } of LOADED) loaded.set(label, await capture('GET', path, undefined));
  } finally {
    await direct.close();
    await app.close();
  }
  await measureThroughput(target, side.cookie, loaded, columns);
  return columns;
}

/** Requests served in one window, and for how long. */
interface Served {
  requests: number;
  seconds: number;
}

/**
 * The loaded reads' throughput at 50 connections: the server started again, the API and the same
 * statements sent directly in alternating windows (see the file's comment), each side's rate its
 * requests over its windows' time; then the bare node:http server answering the API's bytes.
 */
async function measureThroughput(
  target: Target,
  cookie: string,
  loaded: Map<string, Statement[]>,
  columns: Columns,
) {
  const direct = await loadedDirectTo(target);
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  try {
    server = await startBenchServer(target);
    for (const { label, path } of LOADED) {
      const url = `${server.baseUrl}${path}`;
      const statements = loaded.get(label) as Statement[];
      const apiWindow = async (seconds: number): Promise<Served> => {
        const r = await loadTest(url, { concurrency: CONNECTIONS, seconds, headers: { cookie } });
        if (r.errors > 0) throw new Error(`${r.errors} of ${r.requests} requests to ${path} failed`);
        return r;
      };
      const directWindow = (seconds: number) => sendFor(CONNECTIONS, seconds, () => direct.send(statements));
      await apiWindow(SECONDS);
      await directWindow(SECONDS);
      const api: Served[] = [];
      const sql: Served[] = [];
      for (let w = 0; w < WINDOWS; w++) {
        api.push(await apiWindow(WINDOW_SECONDS));
        sql.push(await directWindow(WINDOW_SECONDS));
      }
      const apiRate = rateOf(api);
      const sqlRate = rateOf(sql);
      const res = await fetch(url, { headers: { cookie } });
      const bytes = Buffer.from(await res.arrayBuffer());
      const bare = await bareServer(bytes, res.headers.get('content-type') ?? 'application/json');
      let bareRate: number;
      try {
        bareRate = (await loadTest(bare.url, { concurrency: CONNECTIONS, seconds: SECONDS })).rps;
      } finally {
        bare.stop();
      }
      setRow(columns, `${label}, req/s at ${CONNECTIONS} connections`, {
        [API]: String(Math.round(apiRate)),
        [SQL]: String(Math.round(sqlRate)),
        [RATIO]: `${Math.round((100 * apiRate) / sqlRate)}%`,
        [TRIPS]: String(roundTrips(statements)),
        [BARE]: String(bareRate),
      });
    }
  } finally {
    await server?.stop();
    await direct.close();
  }
}

const rateOf = (windows: Served[]) =>
  windows.reduce((sum, w) => sum + w.requests, 0) / windows.reduce((sum, w) => sum + w.seconds, 0);

/** `send` run by `senders` concurrent loops for `seconds`: how many it completed, and in what time. */
async function sendFor(senders: number, seconds: number, send: () => Promise<void>): Promise<Served> {
  let requests = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (performance.now() < deadline) {
        await send();
        requests += 1;
      }
    }),
  );
  return { requests, seconds: (performance.now() - started) / 1000 };
}
