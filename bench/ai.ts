// AI figures for `npm run bench`: the local engine's emotion accuracy on the team's evaluation set
// (never used to set the lexicon's weights) and on the journal set's test split (its tune split is
// the only one used for tuning), positive/negative accuracy on a public set, and how long digests
// and entry summaries take (a year's digest also cold and warm: with and without kept entry analyses,
// and the first one after the background warm-up has read the year).

import { journalSetTest } from '../src/server/features/ai/eval/journal-set/index.ts';
import { evaluationPassages } from '../src/server/features/ai/eval/passages.ts';
import type { LabelledPassage } from '../src/server/features/ai/eval/types.ts';
import { analyzeEmotions, dominant } from '../src/server/features/ai/local/emotions.ts';
import { localDigest } from '../src/server/features/ai/local/local-engine.ts';
import { summarizeEntryText } from '../src/server/features/ai/local/summarize.ts';
import { emotionNames } from '../src/shared/schemas/ai.ts';
import { journal, period } from './ai-journal.ts';
import { benchPolarity } from './ai-polarity.ts';
import { keptDigestTimes, type Timing } from './digest-kept.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function emotionAccuracy(name: string, passages: readonly LabelledPassage[]) {
  const rows = passages.map(([label, text]) => ({ label, guess: dominant(analyzeEmotions(text)) }));
  const correct = rows.filter((r) => r.label === r.guess).length;
  console.info(
    `\nLocal emotion analysis, ${name}, ${rows.length} labelled passages: top-1 accuracy ${pct(correct / rows.length)}\n`,
  );
  console.info('| emotion      | passages | precision | recall |');
  console.info('|--------------|----------|-----------|--------|');
  for (const e of emotionNames) {
    const labelled = rows.filter((r) => r.label === e).length;
    const guessed = rows.filter((r) => r.guess === e).length;
    const hits = rows.filter((r) => r.label === e && r.guess === e).length;
    const precision = guessed ? pct(hits / guessed) : '-';
    console.info(
      `| ${e.padEnd(12)} | ${String(labelled).padStart(8)} | ${precision.padStart(9)} | ${pct(hits / labelled).padStart(6)} |`,
    );
  }
}

function time(run: () => void, repeat = 1): number {
  run(); // warm-up: the first call loads the language model
  const started = performance.now();
  for (let i = 0; i < repeat; i++) run();
  return (performance.now() - started) / repeat;
}

async function engineTimes() {
  const year = journal(3650, 365);
  const week = journal(70, 7);
  const yearMs = time(() => localDigest(year, period(365), { textAnalysis: true }));
  const weekMs = time(() => localDigest(week, period(7), { textAnalysis: true }), 10);
  const sample = journal(200, 30);
  const summaryMs =
    time(() => {
      for (const e of sample) summarizeEntryText(e);
    }) / sample.length;
  const chars = Math.round(sample.reduce((s, e) => s + e.content.length, 0) / sample.length);
  const kept = await keptDigestTimes(year, period(365));
  console.info('\nLocal engine timings (engine only, no database, unless said)\n');
  const row = (label: string, value: string) =>
    console.info(`| ${label.padEnd(60)} | ${value.padStart(24)} |`);
  const both = ({ ms, cpu }: Timing) => `${ms.toFixed(0)} ms (${cpu.toFixed(0)} ms CPU)`;
  row('digest, a year of 3,650 entries, every text read', `${yearMs.toFixed(0)} ms`);
  row('digest, a year, cold: texts read, analyses kept (PGlite)', both(kept.cold));
  row('digest, a year, warm: kept analyses read (PGlite)', both(kept.warm));
  row(`background warm-up, ${kept.warmUp.read} entries read and kept (PGlite)`, both(kept.warmUp));
  row('  its longest event-loop stall', `${kept.warmUp.longestStallMs.toFixed(1)} ms`);
  row('digest, a year, the first after the warm-up (PGlite)', both(kept.afterWarmUp));
  row('background warm-up again, nothing stale (PGlite)', both(kept.warmUpAgain));
  row('digest, a week of 70 entries', `${weekMs.toFixed(1)} ms`);
  row(`entry summary (~${chars} characters)`, `${summaryMs.toFixed(2)} ms`);
}

/** Prints the AI figures. */
export async function benchAi() {
  emotionAccuracy('team set', evaluationPassages);
  emotionAccuracy('journal set, test split', journalSetTest);
  benchPolarity();
  await engineTimes();
}
