// `npm run bench:load`: many signed-in people reading and writing at once, against PGlite and the
// local PostgreSQL server. LOAD_CONNECTIONS (default 200) clients keep one request in flight each
// for LOAD_SECONDS (default 60): 3 reads for each write. Prints requests, errors, timeouts, p50 /
// p99 and req/s, with the machine's load average (figures from a busy machine are upper bounds).
// BENCH_TARGETS=pglite or postgres runs one; BENCH_DATABASE_URL names the PostgreSQL server.
import { loadavg } from 'node:os';
import { ApiClient } from '../src/server/test/api-client.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { percentile } from './load.ts';
import { makeTarget } from './platform.ts';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const people = 20;
/** A request still unanswered after this long counts as a timeout. */
const TIMEOUT_MS = 30_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

interface Person {
  cookie: string;
  origin: string;
}

type Call = (baseUrl: string, person: Person, n: number) => Promise<Response>;

const get =
  (path: string): Call =>
  (baseUrl, person) =>
    fetch(`${baseUrl}${path}`, {
      headers: { cookie: person.cookie },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

const createEntry: Call = (baseUrl, person, n) =>
  fetch(`${baseUrl}/api/v1/entries`, {
    method: 'POST',
    headers: {
      cookie: person.cookie,
      origin: person.origin,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ title: `Load ${n}`, type: 'memory', content: 'A short note written under load.' }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });

/** Three reads for each write, as a journal is used. */
const mix: [string, Call][] = [
  ['entries page', get('/api/v1/entries?limit=20')],
  ['profile', get('/api/v1/profile')],
  ['tags', get('/api/v1/tags')],
  ['create', createEntry],
];

async function signUpPeople(baseUrl: string): Promise<Person[]> {
  const out: Person[] = [];
  for (let i = 0; i < people; i++) {
    const client = new ApiClient(baseUrl);
    const res = await client.post('/api/auth/sign-up/email', {
      email: `load${i}@example.com`,
      password: 'load test password 1',
      name: `Load ${i}`,
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status}`);
    await client.post('/api/auth/sign-in/email', {
      email: `load${i}@example.com`,
      password: 'load test password 1',
    });
    await client.post('/api/v1/profile/sync');
    out.push({ cookie: client.cookieHeader(), origin: baseUrl });
  }
  return out;
}

async function run(kind: 'pglite' | 'postgres') {
  const target = await makeTarget(kind, adminUrl);
  const server = await startServerProcess(target.env);
  try {
    const crowd = await signUpPeople(server.baseUrl);
    const latencies: number[] = [];
    const timeoutsByCall = new Map<string, number>();
    let errors = 0;
    let timeouts = 0;
    let n = 0;
    const statuses = new Map<string, number>();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, client) => {
        const person = crowd[client % crowd.length] as Person;
        while (performance.now() < deadline) {
          const [name, call] = mix[n % mix.length] as [string, Call];
          n += 1;
          const t = performance.now();
          try {
            const res = await call(server.baseUrl, person, n);
            await res.arrayBuffer();
            if (res.status >= 400) {
              errors += 1;
              statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
            }
          } catch (err) {
            if ((err as Error).name === 'TimeoutError') {
              timeouts += 1;
              timeoutsByCall.set(name, (timeoutsByCall.get(name) ?? 0) + 1);
            } else errors += 1;
          }
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    console.info(
      `${kind.padEnd(8)} ${connections} connections, ${seconds} s: ${latencies.length} requests, ${errors} errors` +
        `${statuses.size ? ` (${[...statuses].map(([s, c]) => `${c}×${s}`).join(', ')})` : ''}, ${timeouts} timeouts, ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `${Math.round(latencies.length / elapsed)} req/s; load average ${load}`,
    );
    if (timeouts)
      console.info(
        `         timeouts by request: ${[...timeoutsByCall].map(([c, k]) => `${c} ${k}`).join(', ')}`,
      );
  } finally {
    await server.stop();
    await target.cleanup();
  }
}

for (const kind of targets) await run(kind);
