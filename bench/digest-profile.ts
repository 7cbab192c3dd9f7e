// Times the local digest of the benchmark's synthetic year and week, and writes what they say to a
// JSON file, so a speed change can be checked to say exactly the same thing (text, cited ids,
// emotions, quotes). Run it under `node --cpu-prof --import tsx` to profile the year.
//   npx tsx bench/digest-profile.ts [output.json] [year repeats]

import { writeFileSync } from 'node:fs';
import { localDigest } from '../src/server/features/ai/local/local-engine.ts';
import { summarizeEntryText } from '../src/server/features/ai/local/summarize.ts';
import { journal, period } from './ai-journal.ts';

const [output = '/tmp/digest-output.json', repeats = '3'] = process.argv.slice(2);
const year = journal(3650, 365);
const week = journal(70, 7);
const distinctYear = journal(3650, 365, true);

// CPU time beside wall time: on a shared machine the wall clock also counts other processes' turns.
function timed<T>(run: () => T): { result: T; ms: number; cpu: number } {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(cpu);
  return { result, ms: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

// The first call loads the language model: it is timed apart.
const first = timed(() => localDigest(week, period(7), { textAnalysis: true }));
const yearRuns = Array.from({ length: Number(repeats) }, () =>
  timed(() => localDigest(year, period(365), { textAnalysis: true })),
);
const distinctRuns = Array.from({ length: Number(repeats) }, () =>
  timed(() => localDigest(distinctYear, period(365), { textAnalysis: true })),
);
const weekRuns = Array.from({ length: 10 }, () =>
  timed(() => localDigest(week, period(7), { textAnalysis: true })),
);
const said = {
  year: yearRuns[0]?.result,
  distinctYear: distinctRuns[0]?.result,
  week: first.result,
  yearWithoutText: localDigest(year, period(365), { textAnalysis: false }),
  weekWithoutText: localDigest(week, period(7), { textAnalysis: false }),
  summaries: journal(200, 30).map((e) => summarizeEntryText(e)),
};
writeFileSync(output, `${JSON.stringify(said, null, 1)}\n`);
const ms = (runs: { ms: number; cpu: number }[]) =>
  `${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms wall, ${runs.map((r) => r.cpu.toFixed(0)).join(', ')}`;
console.info(`first call (model load + week): ${first.ms.toFixed(0)} ms`);
console.info(`year of 3,650 entries: ${ms(yearRuns)} ms CPU`);
console.info(`year of 3,650 distinct texts: ${ms(distinctRuns)} ms CPU`);
const mean = (key: 'ms' | 'cpu') => (weekRuns.reduce((s, r) => s + r[key], 0) / weekRuns.length).toFixed(1);
console.info(`week of 70 entries (mean of 10): ${mean('ms')} ms wall, ${mean('cpu')} ms CPU`);
