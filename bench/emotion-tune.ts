// Tuning aid for the local emotion engine: scores the journal set's TUNE split only and prints each
// tune passage the engine gets wrong, with its scores. It never prints test passages (see
// src/server/features/ai/eval/README.md); `npm run bench` reports the test figures.
// Run: npx tsx bench/emotion-tune.ts [--all] (--all lists the passages it gets right too).

import { journalSetTune } from '../src/server/features/ai/eval/journal-set/index.ts';
import { analyzeEmotions, dominant } from '../src/server/features/ai/local/emotions.ts';

const showAll = process.argv.includes('--all');
let correct = 0;
for (const [label, text] of journalSetTune) {
  const scores = analyzeEmotions(text);
  const guess = dominant(scores);
  if (guess === label) correct += 1;
  if (guess !== label || showAll) {
    const shares = Object.entries(scores)
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .map(([e, v]) => `${e} ${v}`)
      .join(', ');
    console.info(`${guess === label ? 'ok  ' : 'MISS'} ${label} → ${guess} [${shares}]\n     ${text}`);
  }
}
console.info(
  `\njournal set, tune split: ${correct}/${journalSetTune.length} = ${((correct / journalSetTune.length) * 100).toFixed(1)}%`,
);
