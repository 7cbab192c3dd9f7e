// Import figures: a Day One journal of BENCH_ENTRIES entries (the largest of its list, default
// 50,000) uploaded over HTTP and imported by the server's job, on PGlite and PostgreSQL. Run alone
// with `tsx bench/imports.ts` or as part of `npm run bench`.
import { ApiClient } from '../src/server/test/api-client.ts';
import { journalJson } from '../src/server/test/dayone-fixtures.ts';
import { buildZip } from '../src/server/test/import-fixtures.ts';
import { startServerProcess } from '../src/server/test/server-process.ts';
import type { Figures, Target } from './platform.ts';
import { databaseOf, megabytes, watchProcesses } from './process-stats.ts';
import { rng } from './seed.ts';
import { largestBenchSize } from './sizes.ts';

const WORDS =
  'river morning coffee walk friend rain garden book city train quiet laugh letter sea light'.split(' ');

/** A Day One journal as Day One writes it: text with a heading, tags, stars, places. */
function dayOneEntries(count: number) {
  const random = rng(14);
  const places = Array.from({ length: 200 }, (_, i) => `Place ${i}`);
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: random.int(30, 160) }, () => WORDS[random.int(0, WORDS.length - 1)]);
    return {
      uuid: `BENCH${String(i).padStart(27, '0')}`,
      creationDate: new Date(Date.UTC(2010, 0, 1) + i * 7_200_000).toISOString(),
      timeZone: 'Europe/Berlin',
      text: `# Day ${i}\n\n${words.join(' ')}\\.`,
      tags: [`tag${random.int(0, 300)}`, `tag${random.int(0, 300)}`],
      starred: random.int(0, 9) === 0,
      location: { placeName: places[random.int(0, places.length - 1)], latitude: 52.5, longitude: 13.4 },
      weather: { conditionsDescription: 'Cloudy', temperatureCelsius: 9 },
    };
  });
}

/** Uploads the journal, waits for the job, and reports entries/s and the server's peak RSS above idle. */
export async function benchImports(target: Target, entries: number): Promise<Figures> {
  const zip = await buildZip([{ name: 'Journal.json', data: journalJson(dayOneEntries(entries)) }]);
  // BENCH_CPU_PROFILE=<dir> writes the server's CPU profile there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const server = await startServerProcess({ ...target.env, JOB_POLL_SECONDS: '1', AUTH_RATE_LIMIT: '1000' }, [
    ...profile,
    '--import',
    'tsx',
    'src/server/main.ts',
  ]);
  const figures: Figures = {};
  try {
    const client = new ApiClient(server.baseUrl);
    await client.post('/api/auth/sign-up/email', {
      email: 'imports@example.com',
      password: 'benchmark password 1',
      name: 'Bench',
    });
    await client.post('/api/auth/sign-in/email', {
      email: 'imports@example.com',
      password: 'benchmark password 1',
    });
    const pid = server.child.pid as number;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const watch = watchProcesses(pid, databaseOf(target.env.DATABASE_URL));
    const uploadStarted = performance.now();
    const res = await fetch(`${server.baseUrl}/api/v1/imports?name=bench.zip`, {
      method: 'POST',
      headers: { cookie: client.cookieHeader(), origin: server.baseUrl, 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    if (res.status !== 202) throw new Error(`import answered ${res.status}: ${await res.text()}`);
    const uploadMs = performance.now() - uploadStarted;
    const { id } = (await res.json()) as { id: string };
    let done: { status: string; started_at: string; finished_at: string; report: { created: number } };
    for (;;) {
      done = (await client.get<typeof done>(`/api/v1/imports/${id}`)).body;
      if (!['queued', 'running'].includes(done.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const used = watch.stop();
    if (done.status !== 'done' || done.report.created !== entries)
      throw new Error(`import ended ${done.status} with ${done.report.created} created`);
    const seconds = (Date.parse(done.finished_at) - Date.parse(done.started_at)) / 1000;
    figures[`Day One zip (${(zip.length / 1e6).toFixed(1)} MB) upload + checks + plan`] =
      `${(uploadMs / 1000).toFixed(1)} s`;
    figures[`import of ${entries.toLocaleString('en-US')} entries (job)`] =
      `${seconds.toFixed(1)} s, ${Math.round(entries / seconds).toLocaleString('en-US')} entries/s`;
    figures['server RSS idle / peak (peak above idle)'] =
      `${megabytes(used.idleRss)} / ${megabytes(used.peakRss)} (${megabytes(used.peakRss - used.idleRss)})`;
    // CPU seconds from the upload to the end: what the work costs whatever else the machine runs.
    figures['CPU: server process / database backends'] =
      `${used.serverCpu.toFixed(1)} s / ${used.databaseCpu === null ? 'in the server' : `${used.databaseCpu.toFixed(1)} s`}`;
  } finally {
    await server.stop();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { makeTarget } = await import('./platform.ts');
  const entries = largestBenchSize();
  const kinds = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
  for (const kind of kinds) {
    const target = await makeTarget(
      kind,
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    try {
      console.info(kind, await benchImports(target, entries));
    } finally {
      await target.cleanup();
    }
  }
}
