// `npm run bench`: seeds realistic journals and prints the figures of every benchmark as a table.
// BENCH_ENTRIES sets the journal sizes (default 5000,50000: see below); BENCH_DATABASE_URL names the PostgreSQL
// server (default the local one); when it does not answer, the PostgreSQL column is skipped.
// BENCH_TARGETS=postgres (or pglite) runs one column only. BENCH_ONLY picks parts, comma-separated
// (web, ai, platform, journal, sidebyside, connections, groups, attachments, insights, export,
// imports, lighthouse; the platform figures always run, as the others need its seeded server,
// unless only web and ai are named: they need none), to
// measure again what a change touched. BENCH_KEEP_DATABASE=1 leaves the seeded PostgreSQL database
// (its URL is printed) for EXPLAIN ANALYZE in psql; drop it yourself afterwards. sidebyside prints
// one table per database: each journal endpoint's API latency next to the same SQL sent directly
// (BENCH_SIDE_RUNS requests each, default 200), and throughput next to a bare node:http server.
import pg from 'pg';
import { benchAttachments } from './attachments.ts';
import { benchConnections } from './connections.ts';
import { benchExport, serverPidOf } from './export.ts';
import { benchGroups } from './groups.ts';
import { benchImports } from './imports.ts';
import { benchInsights } from './insights.ts';
import { benchJournal } from './journal.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchPlatform, type Figures, makeTarget } from './platform.ts';
import { type ApiSide, measureApiSide, measureDirectSide } from './side-by-side.ts';
import { benchSizes, largestBenchSize } from './sizes.ts';
import { benchWebBundle } from './web-bundle.ts';

// Journal sizes (bench/sizes.ts): the side-by-side tables (issue 21) are printed for each, everything
// else is measured on the largest only.
const sizes = benchSizes();
const entries = largestBenchSize();
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function printTable(title: string, columns: Record<string, Figures>) {
  const names = Object.keys(columns);
  if (names.length === 0) return; // a part not run
  const rows = [...new Set(names.flatMap((n) => Object.keys(columns[n] ?? {})))];
  const header = ['figure', ...names];
  const body = rows.map((row) => [row, ...names.map((n) => columns[n]?.[row] ?? '-')]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.info(`\n${title}\n`);
  console.info(line(header));
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) console.info(line(r));
}

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const wants = (part: string) => !only || only.includes(part);
const none = async () => ({});

async function main() {
  if (wants('web')) printTable('Web app (production build)', { size: benchWebBundle() });
  // The AI figures need no server: the local engine on the evaluation set and a synthetic year
  // (its kept analyses in an in-memory PGlite database of their own).
  if (wants('ai')) await (await import('./ai.ts')).benchAi();

  // Only parts that need no seeded server (web, ai): no journal is seeded and no server started.
  const serverless = only?.every((part) => part === 'web' || part === 'ai') ?? false;
  const wanted = serverless ? [] : (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  const kinds: ('pglite' | 'postgres')[] = wanted.includes('pglite') ? ['pglite'] : [];
  if (serverless) console.info('BENCH_ONLY names no part that needs a server: none is started.');
  else if (!wanted.includes('postgres')) console.info('BENCH_TARGETS leaves PostgreSQL out.');
  else if (await postgresAnswers()) kinds.push('postgres');
  else console.info(`PostgreSQL at ${adminUrl} does not answer: its column is skipped.`);

  const platform: Record<string, Figures> = {};
  const journal: Record<string, Figures> = {};
  const imports: Record<string, Figures> = {};
  const sideBySide: Record<string, Record<string, Figures>> = {};
  for (const kind of kinds) {
    const column = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    // The smaller journals: only the API next to its SQL, which is what changes with size.
    for (const size of wants('sidebyside') ? sizes.slice(0, -1) : []) {
      const target = await makeTarget(kind, adminUrl);
      try {
        console.info(`side by side on ${kind}, ${size} entries...`);
        let apiSide: ApiSide | undefined;
        await benchPlatform(target, size, async (baseUrl, cookie, seeded) => {
          apiSide = await measureApiSide(baseUrl, cookie, seeded);
        });
        if (apiSide) sideBySide[`${column}, ${size} entries`] = await measureDirectSide(target, apiSide);
      } finally {
        await target.cleanup();
      }
    }
    const target = await makeTarget(kind, adminUrl);
    try {
      console.info(`platform and journal on ${kind}...`);
      let apiSide: ApiSide | undefined;
      platform[column] = await benchPlatform(target, entries, async (baseUrl, cookie, seeded, pid) => {
        // First, on a journal no other benchmark has written to yet.
        if (wants('sidebyside')) apiSide = await measureApiSide(baseUrl, cookie, seeded);
        journal[column] = {
          ...(await (wants('journal') ? benchJournal(baseUrl, cookie, seeded) : none())),
          ...(await (wants('connections') ? benchConnections(baseUrl, cookie, seeded) : none())),
          ...(await (wants('groups') ? benchGroups(baseUrl, cookie, seeded) : none())),
          ...(await (wants('attachments') ? benchAttachments(baseUrl, cookie, seeded) : none())),
          ...(await (wants('insights') ? benchInsights(baseUrl, cookie, seeded) : none())),
          // Last: the export carries the photos the attachment figures uploaded.
          ...(await (wants('export') ? benchExport(baseUrl, cookie, serverPidOf(pid)) : none())),
        };
      });
      // Once the server has stopped: the embedded database takes one process at a time.
      if (apiSide) sideBySide[`${column}, ${entries} entries`] = await measureDirectSide(target, apiSide);
    } finally {
      if (process.env.BENCH_KEEP_DATABASE && target.env.DATABASE_URL)
        console.info(`kept the seeded database: ${target.env.DATABASE_URL}`);
      else await target.cleanup();
    }
    if (!wants('imports')) continue;
    const importTarget = await makeTarget(kind, adminUrl);
    try {
      console.info(`Day One import on ${kind}...`);
      imports[column] = await benchImports(importTarget, entries);
    } finally {
      await importTarget.cleanup();
    }
  }
  // Last, after the server bundle is built; on PostgreSQL when it answers (the quicker start).
  let lighthouse: Record<string, Figures> = {};
  if (wants('lighthouse')) {
    const lighthouseTarget = await makeTarget(kinds.includes('postgres') ? 'postgres' : 'pglite', adminUrl);
    try {
      console.info('Lighthouse (mobile) on /landing, /auth and /dashboard...');
      lighthouse = await benchLighthouse(lighthouseTarget);
    } finally {
      await lighthouseTarget.cleanup();
    }
  }
  printTable('Lighthouse, mobile (scores 0 to 100; installable as Chromium judges it)', lighthouse);
  printTable(`Day One import over HTTP into an empty account (${entries} entries)`, imports);
  printTable(`Platform (journal of ${entries} entries; 2 cores)`, platform);
  for (const [journalOn, table] of Object.entries(sideBySide))
    printTable(`${journalOn}: the API next to the same SQL sent directly`, table);
  printTable(
    `Journal API, one request at a time (${entries} entries, 500 tags, ${Math.max(50, Math.round(entries / 25))} connections)`,
    journal,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
