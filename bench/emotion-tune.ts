// Tuning aid for the local emotion engine: scores the tune passages only (the journal set's tune
// split and the tune-only set in eval/tune-set/) and prints each one the engine gets wrong, with
// its scores. It never prints test passages (see src/server/features/ai/eval/README.md); `npm run
// bench` reports the test figures.
// Run: npx tsx bench/emotion-tune.ts [--all] [--quiet] (--all lists the passages it gets right
// too, --quiet prints the figures only).

import { journalSetTune } from '../src/server/features/ai/eval/journal-set/index.ts';
import { tuneSet } from '../src/server/features/ai/eval/tune-set/index.ts';
import type { LabelledPassage } from '../src/server/features/ai/eval/types.ts';
import { analyzeEmotions, dominant } from '../src/server/features/ai/local/emotions.ts';
import { emotionNames } from '../src/shared/schemas/ai.ts';

const showAll = process.argv.includes('--all');
const quiet = process.argv.includes('--quiet');

function score(name: string, passages: readonly LabelledPassage[]) {
  let correct = 0;
  const guessed = new Map<string, number>();
  const hits = new Map<string, number>();
  for (const [label, text] of passages) {
    const scores = analyzeEmotions(text);
    const guess = dominant(scores);
    guessed.set(guess, (guessed.get(guess) ?? 0) + 1);
    if (guess === label) {
      correct += 1;
      hits.set(label, (hits.get(label) ?? 0) + 1);
    }
    if (!quiet && (guess !== label || showAll)) {
      const shares = Object.entries(scores)
        .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
        .map(([e, v]) => `${e} ${v}`)
        .join(', ');
      console.info(`${guess === label ? 'ok  ' : 'MISS'} ${label} → ${guess} [${shares}]\n     ${text}`);
    }
  }
  const perEmotion = emotionNames
    .map((e) => {
      const labelled = passages.filter(([l]) => l === e).length;
      return `${e} ${hits.get(e) ?? 0}/${labelled} (guessed ${guessed.get(e) ?? 0})`;
    })
    .join(', ');
  console.info(
    `\n${name}: ${correct}/${passages.length} = ${((correct / passages.length) * 100).toFixed(1)}%\n  ${perEmotion}\n`,
  );
}

score('journal set, tune split', journalSetTune);
score('tune set', tuneSet);
