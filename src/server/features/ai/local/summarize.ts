import { SUMMARY_MAX } from '../engine.ts';
import { readText, type Sentence } from './nlp.ts';
import { cosine, type TermVector, termVector } from './text-vectors.ts';

const DAMPING = 0.85;
const ITERATIONS = 30;
/** Two sentences this alike say the same thing; the summary keeps only the better one. */
const REDUNDANT = 0.5;

/** TextRank: a sentence matters when it is similar to other sentences that matter. */
function rank(vectors: TermVector[]): number[] {
  const n = vectors.length;
  const weights = vectors.map((a, i) => vectors.map((b, j) => (i === j ? 0 : cosine(a, b))));
  const outSums = weights.map((row) => row.reduce((s, w) => s + w, 0));
  let scores = new Array<number>(n).fill(1 / n);
  for (let k = 0; k < ITERATIONS; k++) {
    scores = scores.map((_, i) => {
      let incoming = 0;
      for (let j = 0; j < n; j++) {
        const out = outSums[j] as number;
        if (out > 0) incoming += ((weights[j]?.[i] as number) / out) * (scores[j] as number);
      }
      return (1 - DAMPING) / n + DAMPING * incoming;
    });
  }
  // Diary entries tend to open with what happened; a small lead bonus breaks ties towards it.
  return scores.map((s, i) => s + (i === 0 ? 0.05 / n : 0));
}

/** Cuts an over-long sentence at its last clause or word boundary, keeping the writer's own words. */
function shorten(text: string, max: number): string {
  const head = text.slice(0, max + 1);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '), head.lastIndexOf(': '));
  const cut = clause > max / 2 ? clause : head.lastIndexOf(' ');
  return text.slice(0, cut > 0 ? cut : max).replace(/[\s,;:–—-]+$/, '');
}

/**
 * The one or two sentences that best carry the text, in their original order, each exactly as
 * written, together at most `max` characters.
 */
export function summarySentences(text: string, max = SUMMARY_MAX): string[] {
  const sentences = readText(text).filter((s) => /\p{L}/u.test(s.text));
  if (sentences.length === 0) return [];
  const vectors = sentences.map(termVector);
  const scores = rank(vectors);
  const order = sentences.map((_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const fitting = order.filter((i) => (sentences[i] as Sentence).text.length <= max);
  if (fitting.length === 0) return [shorten((sentences[order[0] as number] as Sentence).text, max)];
  const first = fitting[0] as number;
  const chosen = [first];
  const room = max - (sentences[first] as Sentence).text.length - 1;
  const second = fitting.find(
    (i) =>
      i !== first &&
      (sentences[i] as Sentence).text.length <= room &&
      cosine(vectors[i] as TermVector, vectors[first] as TermVector) < REDUNDANT,
  );
  if (second !== undefined) chosen.push(second);
  return chosen.sort((a, b) => a - b).map((i) => (sentences[i] as Sentence).text);
}

/** An extractive summary: the chosen sentences joined by a space. */
export function summarize(text: string, max = SUMMARY_MAX): string {
  return summarySentences(text, max).join(' ');
}
