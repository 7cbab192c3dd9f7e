// Export figures: the whole 50,000-entry journal as a zip, both formats, through HTTP, with the
// server's resident memory sampled while it streams (peak above its idle size). Run alone with
// `npx tsx bench/export.ts` (BENCH_ENTRIES, BENCH_TARGETS as in run.ts); `npm run bench` runs it too.
import { readFileSync } from 'node:fs';
// @ts-expect-error the build script is plain JavaScript
import { buildServer, serverBundle } from '../scripts/build-server.mjs';
import { openDatabase } from '../src/server/db/client.ts';
import { ApiClient } from '../src/server/test/api-client.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { type Figures, makeTarget, type Target } from './platform.ts';
import { seedJournal } from './seed.ts';
import { largestBenchSize } from './sizes.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The resident set of a process, in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** `npm start` runs the server as its child: the figures are the server's, not the launcher's. */
export function serverPidOf(launcherPid: number): number {
  try {
    const children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    return Number(children[0]) || launcherPid;
  } catch {
    return launcherPid;
  }
}

/** Downloads one export, reading and dropping the bytes, with the server's memory sampled. */
async function timedExport(baseUrl: string, cookie: string, format: string, pid: number) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/export?format=${format}&tz=Europe/Paris`, {
    headers: { cookie },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, idle, peak };
}

/** Both exports of the signed-in account; `pid` is the server process. */
export async function benchExport(baseUrl: string, cookie: string, pid: number): Promise<Figures> {
  const figures: Figures = {};
  const summary = await (await fetch(`${baseUrl}/api/v1/export/summary`, { headers: { cookie } })).json();
  figures['export: journal'] =
    `${summary.entries} entries, ${summary.attachments} files (${mb(summary.attachment_bytes)})`;
  for (const format of ['memento', 'markdown']) {
    const r = await timedExport(baseUrl, cookie, format, pid);
    figures[`export ${format}: time, zip size`] = `${r.seconds.toFixed(1)} s, ${mb(r.bytes)}`;
    figures[`export ${format}: entries/s`] = `${Math.round(summary.entries / r.seconds)}`;
    figures[`export ${format}: server RSS idle → peak (above idle)`] =
      `${mb(r.idle)} → ${mb(r.peak)} (+${mb(r.peak - r.idle)})`;
  }
  return figures;
}

/**
 * Seeds a journal on the target, starts the bundled server (what `npm start` runs, built once
 * before: a source edited meanwhile must not trigger a rebuild mid-run), and exports it.
 */
async function standalone(target: Target, entries: number): Promise<Figures> {
  const first = await startServerProcess(target.env, [serverBundle]);
  const signUp = await new ApiClient(first.baseUrl).post<{ user: { id: string } }>(
    '/api/auth/sign-up/email',
    {
      email: 'bench@example.com',
      password: 'benchmark password 1',
      name: 'Bench',
    },
  );
  await first.stop();
  const database = await openDatabase({
    url: target.env.DATABASE_URL,
    pgliteDir: `${target.env.DATA_DIR}/db`,
  });
  await seedJournal(database.db, signUp.body.user.id, {
    entries,
    connections: Math.max(50, Math.round(entries / 25)),
    tags: 500,
    locations: 300,
  });
  await database.close();
  const server = await startServerProcess(target.env, [serverBundle]);
  try {
    const client = new ApiClient(server.baseUrl);
    await client.post('/api/auth/sign-in/email', {
      email: 'bench@example.com',
      password: 'benchmark password 1',
    });
    return await benchExport(server.baseUrl, client.cookieHeader(), server.child.pid as number);
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('bench/export.ts')) {
  const entries = largestBenchSize();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await buildServer();
  for (const kind of (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as (
    | 'pglite'
    | 'postgres'
  )[]) {
    const target = await makeTarget(kind, adminUrl);
    try {
      console.info(`\nexport on ${kind} (${entries} entries)`);
      for (const [k, v] of Object.entries(await standalone(target, entries))) console.info(`  ${k}: ${v}`);
    } finally {
      await target.cleanup();
    }
  }
}
