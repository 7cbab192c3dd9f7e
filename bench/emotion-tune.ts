// Tuning aid for the local emotion engine: scores the tune passages only (the journal set's tune
// split and the tune-only set in eval/tune-set/) and prints each one the engine gets wrong, with
// its scores. It never prints test passages (see src/server/features/ai/eval/README.md); `npm run
// bench` reports the test figures.
// Run: npx tsx bench/emotion-tune.ts [--all] [--quiet] [--cv] (--all lists the passages it gets
// right too, --quiet prints the figures only).
//
// The context prior (local/context-prior.ts) is counted from these same passages, so their plain
// scores flatter it. --cv prints the honest tune figures instead: the journal tune split scored with
// a prior counted from the tune set alone (another writer), and ten folds over both sets, each fold
// scored with a prior counted from the other nine.

import { journalSetTune } from '../src/server/features/ai/eval/journal-set/index.ts';
import { tuneSet } from '../src/server/features/ai/eval/tune-set/index.ts';
import type { LabelledPassage } from '../src/server/features/ai/eval/types.ts';
import { countContext, type LiftTable, liftsFrom } from '../src/server/features/ai/local/context-prior.ts';
import { analyzeEmotions, dominant } from '../src/server/features/ai/local/emotions.ts';
import { emotionNames } from '../src/shared/schemas/ai.ts';

const showAll = process.argv.includes('--all');
const quiet = process.argv.includes('--quiet');
const crossValidate = process.argv.includes('--cv');

const liftsOf = (passages: readonly LabelledPassage[]): LiftTable => {
  const { passages: perEmotion, counts } = countContext(passages);
  return liftsFrom(perEmotion, counts);
};

function score(name: string, passages: readonly LabelledPassage[], liftsFor?: (i: number) => LiftTable) {
  let correct = 0;
  const guessed = new Map<string, number>();
  const hits = new Map<string, number>();
  for (const [i, [label, text]] of passages.entries()) {
    const scores = analyzeEmotions(text, liftsFor?.(i));
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

if (crossValidate) {
  const fromTuneSet = liftsOf(tuneSet);
  score('journal set, tune split, prior from the tune set only', journalSetTune, () => fromTuneSet);
  const both = [...journalSetTune, ...tuneSet];
  const FOLDS = 10;
  const folds = Array.from({ length: FOLDS }, (_, f) => liftsOf(both.filter((_, i) => i % FOLDS !== f)));
  score(
    'both sets, ten folds, each with a prior from the other nine',
    both,
    (i) => folds[i % FOLDS] as LiftTable,
  );
} else {
  score('journal set, tune split', journalSetTune);
  score('tune set', tuneSet);
}
