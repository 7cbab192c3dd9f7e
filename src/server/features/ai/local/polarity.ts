import type { RawScores } from './emotions.ts';
import { scoreSentence } from './emotions.ts';
import { readText, type Sentence } from './nlp.ts';

/**
 * How far wink's sentence sentiment (−1…1, an AFINN-style word score with its own negation
 * handling) counts against our lexicon balance. Chosen on the tune half of the public sentiment set
 * only (see eval/README.md); the held-out half is reported by `npm run bench`.
 */
export const WINK_WEIGHT = 6;

/** Emotions that read as pleasant, and how much; Trust leans only half (in reviews "believe" and "friend" say little), Anticipation, Surprise and Neutral lean neither way. */
const valence: Partial<RawScores> = {
  Joy: 1,
  Trust: 0.5,
  Sadness: -1,
  Anger: -1,
  Fear: -1,
  Disgust: -1,
};

/** Lexicon balance of raw emotion weights: positive when the pleasant emotions outweigh the others. */
export function balance(raw: RawScores): number {
  let sum = 0;
  for (const [emotion, sign] of Object.entries(valence))
    sum += (raw[emotion as keyof RawScores] ?? 0) * (sign ?? 0);
  return sum;
}

/** Positive/negative leaning of sentences: above 0 reads positive; 0 (nothing either way) counts as not positive. */
export function polarityOf(sentences: Sentence[]): number {
  let sum = 0;
  for (const s of sentences) sum += balance(scoreSentence(s)) + WINK_WEIGHT * s.sentiment;
  return sum;
}

/** Positive/negative leaning of a text (see polarityOf). */
export function polarity(text: string): number {
  return polarityOf(readText(text));
}
