import { type EmotionName, emotionNames } from '../../../../shared/schemas/ai.ts';
import { contextCounts, contextPassages } from '../lexicon/context-counts.ts';
import { readText, type Sentence } from './nlp.ts';

// The lexicon reads what a passage says about feelings; many journal lines carry their emotion
// in the situation instead ("The boiler broke again.", "Flying to Rome on Friday!!", "Dentist at
// 9, then groceries"). The context prior adds a small, learned lean from the other
// words of the passage: for every word, how much more often it appears in passages of one emotion
// than in passages overall, counted over the tune passages only (lexicon/context-counts.ts,
// written by bench/emotion-priors.ts). It is a nudge, not a classifier: its weight is well under
// one lexicon word, so it mostly decides passages the lexicon leaves near Neutral.

/**
 * The cues of a passage: each word's lemma, lower-cased (wink keeps the capital of a first word it
 * takes for a name), once per passage, so a repeated word is no stronger a cue; exclamation and
 * question marks are cues too.
 */
export function contextFeatures(sentences: readonly Sentence[]): Set<string> {
  const features = new Set<string>();
  for (const s of sentences)
    for (const t of s.tokens)
      if (t.kind === 'word' || t.normal === '!' || t.normal === '?') features.add(t.lemma.toLowerCase());
  return features;
}

/**
 * Add-one smoothing, so a word seen in two passages of one emotion leans towards it without
 * deciding anything on its own.
 */
const SMOOTHING = 1;

/**
 * How far the prior counts beside the lexicon's weights (a clear lexicon word is 2). Chosen by
 * cross-validation on the tune passages (training on the tune set, scoring the journal set's tune
 * split, and ten folds over both): 0.4 to 0.5 read best, 1 already overrode the lexicon.
 */
export const CONTEXT_WEIGHT = 0.4;

/** Per word, its log lift for each emotion, in `emotionNames` order. */
export type LiftTable = Map<string, Float64Array>;

/** The lift table of a count table (see `countContext`); the engine's own is built once, from the stored counts. */
export function liftsFrom(passages: Record<EmotionName, number>, counts: string): LiftTable {
  const table: LiftTable = new Map();
  const perEmotion = emotionNames.map((e) => passages[e]);
  const total = perEmotion.reduce((s, n) => s + n, 0);
  for (const line of counts.split('\n')) {
    const [word, ...fields] = line.trim().split(' ');
    if (!word || fields.length !== emotionNames.length) continue;
    const seen = fields.reduce((s, n) => s + Number(n), 0);
    // The word's rate in all passages, smoothed the same way, is what each emotion's rate is compared with.
    const overall = (seen + SMOOTHING * emotionNames.length) / (total + 2 * SMOOTHING * emotionNames.length);
    table.set(
      word,
      Float64Array.from(fields, (n, k) => {
        const rate = (Number(n) + SMOOTHING) / ((perEmotion[k] as number) + 2 * SMOOTHING);
        return Math.log(rate / overall);
      }),
    );
  }
  return table;
}

let stored: LiftTable | undefined;
const storedLifts = (): LiftTable => {
  stored ??= liftsFrom(contextPassages, contextCounts);
  return stored;
};

/**
 * The context prior of a passage: the summed log lift of its words for each emotion, and of
 * those only the emotion it leans to most, times CONTEXT_WEIGHT (nothing when no emotion gains).
 * One emotion, not every one that gains a little: a plain line ("Bought milk.") would otherwise
 * show a sprinkle of shares that mean nothing, in its suggestions and in a digest's trends; the
 * tune passages read the same either way (cross-validated, within a passage).
 */
export function contextPrior(
  sentences: readonly Sentence[],
  table: LiftTable = storedLifts(),
): Record<EmotionName, number> {
  const sums = new Float64Array(emotionNames.length);
  // The same cues as contextFeatures, without a set of strings: a year's digest reads 300,000
  // words, and each word's row in the table stands for it (one row per word, counted once).
  const counted = new Set<Float64Array>();
  for (const s of sentences)
    for (const t of s.tokens) {
      if (t.kind !== 'word' && t.normal !== '!' && t.normal !== '?') continue;
      // toLowerCase hands back the same string when it has no capital, so this is one lookup.
      const lift = table.get(t.lemma.toLowerCase());
      if (!lift || counted.has(lift)) continue;
      counted.add(lift);
      for (let k = 0; k < sums.length; k++) sums[k] = (sums[k] as number) + (lift[k] as number);
    }
  let top = 0;
  for (let k = 1; k < sums.length; k++) if ((sums[k] as number) > (sums[top] as number)) top = k;
  return Object.fromEntries(
    emotionNames.map((e, k) => [e, k === top ? CONTEXT_WEIGHT * Math.max(0, sums[k] as number) : 0]),
  ) as Record<EmotionName, number>;
}

/** A word seen in fewer passages than this is left out: one passage is an anecdote, not a cue. */
const MIN_PASSAGES = 2;

/**
 * The table behind the prior, as lexicon/context-counts.ts stores it: passages per emotion, and
 * one line per word, "word n1 n2 … n9", the number of passages of each emotion (in `emotionNames`
 * order) holding it, words sorted. Only ever given tune passages (bench/emotion-priors.ts).
 */
export function countContext(passages: readonly (readonly [EmotionName, string])[]): {
  passages: Record<EmotionName, number>;
  counts: string;
} {
  const perEmotion = Object.fromEntries(emotionNames.map((e) => [e, 0])) as Record<EmotionName, number>;
  const byWord = new Map<string, number[]>();
  for (const [label, text] of passages) {
    perEmotion[label] += 1;
    const k = emotionNames.indexOf(label);
    for (const feature of contextFeatures(readText(text))) {
      const counts = byWord.get(feature) ?? emotionNames.map(() => 0);
      counts[k] = (counts[k] as number) + 1;
      byWord.set(feature, counts);
    }
  }
  const lines = [...byWord]
    .filter(
      ([word, counts]) => /^[^\s`\\$]+$/.test(word) && counts.reduce((s, n) => s + n, 0) >= MIN_PASSAGES,
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([word, counts]) => `${word} ${counts.join(' ')}`);
  return { passages: perEmotion, counts: lines.join('\n') };
}
