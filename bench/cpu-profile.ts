/**
 * Where the server's CPU goes under load (issue 21, item 2): starts the bundled server (what
 * `npm start` runs) with `node --cpu-prof`, signs a person in, loads one signed-in read at 50
 * connections, stops the server (the profile is written at exit) and prints the profile's top
 * entries by self time, per function and per module (package, or "memento" for our own code).
 *
 *   BENCH_TARGETS=postgres npx tsx bench/cpu-profile.ts
 *
 * CPU_PROFILE_PATHS (comma-separated, default /api/v1/profile; `{group}` stands for a group of the
 * person's 25 entries, each linked to one of their 25 connections), CPU_PROFILE_SECONDS (default 10), CPU_PROFILE_CONNECTIONS (default 50),
 * CPU_PROFILE_TOP (default 25) and CPU_PROFILE_KEEP=dir (keep the .cpuprofile files, for Chrome's
 * DevTools) change what it does. Figures go in docs/decisions/040-per-request-cpu.md.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error: a plain .mjs build script, without types
import { buildServer, serverBundle } from '../scripts/build-server.mjs';
import { ApiClient } from '../src/server/test/api-client.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { loadTest } from './load.ts';
import { makeTarget } from './platform.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const seconds = Number(process.env.CPU_PROFILE_SECONDS ?? 10);
/** 1 profiles what one request at a time spends, the latency the side-by-side bench measures. */
const connections = Number(process.env.CPU_PROFILE_CONNECTIONS ?? 50);
const top = Number(process.env.CPU_PROFILE_TOP ?? 25);
const paths = (process.env.CPU_PROFILE_PATHS ?? '/api/v1/profile').split(',');
const kind = (process.env.BENCH_TARGETS ?? 'postgres') === 'pglite' ? 'pglite' : 'postgres';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; clock ticks of 10 ms). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** The package a script belongs to, "memento" for the bundle, "node" for Node's own JavaScript. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const inModules = url.split('/node_modules/').at(-1) as string;
  if (inModules !== url) {
    const [scope, name] = inModules.split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope as string);
  }
  return url.includes('/dist/server/') || url.includes('/src/') ? 'memento' : url;
}

/** Where a profiled function was written: its script's URL and line (0-based), as the profile says. */
type Origin = (frame: ProfileNode['callFrame']) => { url: string; lineNumber: number };
const asProfiled: Origin = ({ url, lineNumber }) => ({ url, lineNumber });

/**
 * Names the file each position in the bundle came from, by the `// node_modules/…` or `// src/…`
 * line esbuild writes above every module it bundles, so a package bundled into it (decision 041)
 * still counts as itself, not as our code. (The source map would not do: drizzle-orm's own maps,
 * which esbuild follows, name files in a `src/` with no package.)
 */
function throughBundleComments(bundle: string): Origin {
  const starts: { line: number; file: string }[] = [];
  readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const file = /^\/\/ ((?:node_modules|src)\/\S+)$/.exec(text)?.[1];
      if (file) starts.push({ line, file });
    });
  const bundleUrl = pathToFileURL(path.resolve(bundle)).href;
  return (frame) => {
    if (frame.url !== bundleUrl) return asProfiled(frame);
    // The last module that starts at or above the function's line.
    let low = 0;
    let high = starts.length - 1;
    let found: { line: number; file: string } | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = starts[middle] as { line: number; file: string };
      if (start.line <= frame.lineNumber) {
        found = start;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found ? { url: `/${found.file}`, lineNumber: frame.lineNumber - found.line } : asProfiled(frame);
  };
}

/**
 * Self time (ms) per function and per module, from the samples and their time deltas, counting
 * only the samples taken within `window` (ms since the profile started): the load, not start-up.
 */
export function selfTimes(profile: CpuProfile, window: { from: number; to: number }, originOf = asProfiled) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n);
  // A native function (a socket write, JSON.parse) counts for the JavaScript that called it.
  const callerOf = (node: ProfileNode): string => {
    let up = parentOf.get(node.id);
    while (up && !up.callFrame.url) up = parentOf.get(up.id);
    return up ? moduleOf(originOf(up.callFrame).url, up.callFrame.functionName) : '(root)';
  };
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let total = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id) as ProfileNode;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    if (at < window.from || at > window.to) return;
    const { functionName } = node.callFrame;
    if (functionName === '(idle)') return;
    const { url, lineNumber } = originOf(node.callFrame);
    total += ms;
    const module = moduleOf(url, functionName);
    const counted = module === '(native)' ? `(native, called from ${callerOf(node)})` : module;
    const where = url ? `${module}:${path.basename(url)}:${lineNumber + 1}` : module;
    const key = `${functionName || '(anonymous)'} ${where}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    modules.set(counted, (modules.get(counted) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, functions: sorted(functions), modules: sorted(modules) };
}

function print(title: string, rows: [string, number][], total: number, count: number, requests: number) {
  console.info(`\n${title}`);
  console.info('| self ms | % of busy | µs per request | where |');
  console.info('|---|---|---|---|');
  for (const [name, ms] of rows.slice(0, count))
    console.info(
      `| ${ms.toFixed(0)} | ${((100 * ms) / total).toFixed(1)}% | ${((1000 * ms) / requests).toFixed(0)} | ${name} |`,
    );
}

async function main() {
  const newest = (dir: string): number =>
    readdirSync(dir).reduce((max, name) => {
      const p = path.join(dir, name);
      return Math.max(max, statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  // CPU_PROFILE_BUNDLE=dist/before/main.mjs profiles another build (one of an earlier commit, its
  // migrations folder beside it) to compare both on the same machine minutes apart.
  const bundle = process.env.CPU_PROFILE_BUNDLE ?? serverBundle;
  if (
    !process.env.CPU_PROFILE_BUNDLE &&
    (!existsSync(serverBundle) || newest('src/server') > statSync(serverBundle).mtimeMs)
  )
    await buildServer();
  const target = await makeTarget(kind, adminUrl);
  const profileDir = process.env.CPU_PROFILE_KEEP ?? mkdtempSync(path.join(tmpdir(), 'memento-cpu-'));
  try {
    // Created and signed up in a first run, so the profiled run starts on an existing database.
    const first = await startServerProcess(target.env, [bundle]);
    const signUp = await new ApiClient(first.baseUrl).post('/api/auth/sign-up/email', {
      email: 'cpu@example.com',
      password: 'benchmark password 1',
      name: 'Cpu',
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    await first.stop();

    const server = await startServerProcess(target.env, [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      bundle,
    ]);
    // The profile starts with the process, about when the server was spawned.
    const spawnedAt = performance.now() - server.startupMs;
    const window = { from: 0, to: 0 };
    let requests = 0;
    try {
      const client = new ApiClient(server.baseUrl);
      await client.post('/api/auth/sign-in/email', {
        email: 'cpu@example.com',
        password: 'benchmark password 1',
      });
      await client.post('/api/v1/profile/sync', {});
      // A full first page for the entries list, and a group holding them (`{group}` in a path).
      const made = async (path: string, body: unknown) => {
        const res = await client.post<{ id: string }>(path, body);
        if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}`);
        return res.body.id;
      };
      const group = await made('/api/v1/groups', { name: 'Profiled' });
      // A full first page of people too, each related to the one before and linked to an entry.
      const people: string[] = [];
      for (let i = 0; i < 25; i++)
        people.push(
          await made('/api/v1/connections', {
            name: `Profiled person ${i}`,
            related_connection_ids: people.slice(-1),
          }),
        );
      for (let i = 0; i < 25; i++) {
        const entry = await made('/api/v1/entries', {
          title: `Profiled entry ${i}`,
          type: 'memory',
          content: 'A walk by the river, then coffee with an old friend.',
          connection_ids: [people[i]],
        });
        await made(`/api/v1/groups/${group}/items`, { item_type: 'entry', item_id: entry });
      }
      const cookie = client.cookieHeader();
      window.from = performance.now() - spawnedAt;
      const cpuBefore = cpuSeconds(server.child.pid as number);
      for (const p of paths) {
        const url = `${server.baseUrl}${p.replace('{group}', group)}`;
        const r = await loadTest(url, { concurrency: connections, seconds, headers: { cookie } });
        requests += r.requests + 50; // and loadTest's warm-up
        console.info(
          `${kind} GET ${p} at ${connections} connections: ${r.rps} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''}`,
        );
      }
      window.to = performance.now() - spawnedAt;
      // The server's own CPU time, which the profile's wall-clock samples overstate when the
      // process waits for a core (a socket write that wakes the client or PostgreSQL).
      const cpuAfter = cpuSeconds(server.child.pid as number);
      const perRequest = (s: number) => ((1e6 * s) / requests).toFixed(0);
      const user = cpuAfter.user - cpuBefore.user;
      const system = cpuAfter.system - cpuBefore.system;
      console.info(
        `server CPU ${(user + system).toFixed(2)} s: ${perRequest(user + system)} µs per request (user ${perRequest(user)}, system ${perRequest(system)})`,
      );
    } finally {
      // SIGTERM: the server finishes its requests and exits, and Node writes the profile.
      await server.stop();
    }
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no profile was written in ${profileDir}`);
    const { total, functions, modules } = selfTimes(
      JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile,
      window,
      throughBundleComments(bundle),
    );
    console.info(
      `\nprofile: ${(total / 1000).toFixed(1)} s of samples in the server over ${requests} requests (warm-up included, start-up not): ${((1000 * total) / requests).toFixed(0)} µs per request`,
    );
    print('Self time by module', modules, total, 15, requests);
    print('Self time by function', functions, total, top, requests);
  } finally {
    if (!process.env.CPU_PROFILE_KEEP) rmSync(profileDir, { recursive: true, force: true });
    await target.cleanup();
  }
}

await main();
