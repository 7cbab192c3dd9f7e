// Positive/negative accuracy on review sentences nobody on the team wrote (the UCI set shipped in
// the `sentiment` package), held-out half only, beside the word-list baselines we can run here.

import Sentiment from 'sentiment';
import { SentimentIntensityAnalyzer } from 'vader-sentiment';
import { publicSentimentSet } from '../src/server/features/ai/eval/public-sentiment.ts';
import { readText } from '../src/server/features/ai/local/nlp.ts';
import { polarity } from '../src/server/features/ai/local/polarity.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

/** Every judge reads a score; above 0 is positive (the rule each did best with on the tune half). */
const judges: [string, (text: string) => number][] = [
  ['Memento local engine (lexicon + wink sentiment)', polarity],
  ['wink-nlp sentiment alone', (t) => readText(t).reduce((s, x) => s + x.sentiment, 0)],
  ['VADER (vader-sentiment)', (t) => SentimentIntensityAnalyzer.polarity_scores(t).compound],
  ['AFINN-165 (sentiment)', (t) => new Sentiment().analyze(t).comparative],
];

/** Prints accuracy per judge on the held-out half, per source and overall. */
export function benchPolarity() {
  const { test } = publicSentimentSet();
  const sources = ['amazon', 'imdb', 'yelp'] as const;
  console.info(
    `\nPositive/negative accuracy, UCI Sentiment Labelled Sentences, held-out half (${test.length} sentences)\n`,
  );
  console.info('| judge                                            | amazon | imdb   | yelp   | all    |');
  console.info('|--------------------------------------------------|--------|--------|--------|--------|');
  for (const [name, score] of judges) {
    const right = test.map((s) => ({ source: s.source, ok: score(s.text) > 0 === s.positive }));
    const acc = (rows: typeof right) => pct(rows.filter((r) => r.ok).length / rows.length);
    const cells = sources.map((src) => acc(right.filter((r) => r.source === src)).padStart(6));
    console.info(`| ${name.padEnd(48)} | ${cells.join(' | ')} | ${acc(right).padStart(6)} |`);
  }
}
