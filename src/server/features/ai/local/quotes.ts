import { emotionNames } from '../../../../shared/schemas/ai.ts';
import type { RawScores } from './emotions.ts';
import type { Sentence } from './nlp.ts';

export const MAX_QUOTES = 5;
const QUOTE_MIN = 3;
const QUOTE_MAX = 200;
const LINE_MAX = 160;

/** Text inside quotation marks (straight or curly), exactly as written in the given plain text, without the marks. */
export function quotedLines(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/“([^”\n]+)”|"([^"\n]+)"/g)) {
    // A comma before the closing mark belongs to the sentence around the quote, not to the quote.
    const inner = (m[1] ?? m[2] ?? '').trim().replace(/[,;:]+$/, '');
    if (inner.length >= QUOTE_MIN && inner.length <= QUOTE_MAX && /\s/.test(inner)) found.push(inner);
  }
  return found;
}

export interface ScoredSentence {
  sentence: Sentence;
  raw: RawScores;
}

/** How charged a short sentence is: its emotion weight (Neutral aside) per square root of its words. */
export function intensity({ sentence, raw }: ScoredSentence): number {
  const words = sentence.tokens.filter((t) => t.kind === 'word').length;
  if (words < 4 || sentence.text.length > LINE_MAX) return 0;
  const weight = emotionNames.reduce((sum, e) => sum + (e === 'Neutral' ? 0 : raw[e]), 0);
  return weight / Math.sqrt(words);
}

/**
 * Up to five memorable lines: quoted speech first, then the most charged short sentences. Every
 * line is an exact substring of an entry's plain text (`plainText(entry.content)`).
 */
export function pickQuotes(quoted: string[], scored: [string, number][], limit = MAX_QUOTES): string[] {
  const picked: string[] = [];
  const seen = new Set<string>();
  const take = (line: string) => {
    const key = line.toLowerCase();
    // A sentence that holds an already chosen quote would say it twice.
    const overlaps = picked.some((p) => line.includes(p) || p.includes(line));
    if (picked.length >= limit || seen.has(key) || overlaps) return;
    seen.add(key);
    picked.push(line);
  };
  for (const line of quoted) take(line);
  // Sentences with their intensity (see above), in entry order: the sort keeps that order among equals.
  const charged = scored.filter(([, score]) => score > 0).sort((a, b) => b[1] - a[1]);
  for (const [text] of charged) take(text);
  return picked;
}
