import type { Token } from './nlp.ts';

/**
 * What a negator does to the emotion word after it. Most of the time it flips it ("not happy"),
 * but English has a few turns where the feeling is there all the same:
 * - "not to": restraint, the feeling is present ("trying very hard not to scream");
 * - "can't stop", "couldn't help": the feeling won ("couldn't stop laughing"), so it is stronger;
 * - "never" with a comparison: "never been so happy", "never felt better" is the most, not the least;
 * - "not only", "no wonder", "no doubt", "no matter": nothing is negated.
 */
export type NegationEffect = { kind: 'negate' } | { kind: 'none' } | { kind: 'intensify'; factor: number };

/** "no wonder", "no doubt", "no matter" after "no"; "only" after any negator ("not only"). "I don't doubt her" still negates. */
const idle = new Set(['wonder', 'doubt', 'matter']);
const overcome = new Set(['stop', 'help']);
const comparisons = new Set(['so', 'such', 'more']);
const COMPARISON_REACH = 3;

/** A comparative like "happier" or "better": an adjective or adverb whose lemma is not its own form. */
const isComparative = (t: Token) =>
  (t.pos === 'ADJ' || t.pos === 'ADV') && /(er|est)$/.test(t.normal) && t.lemma !== t.normal;

/** The effect of the negator at `i` (its token is a negator). */
export function negationAt(tokens: Token[], i: number): NegationEffect {
  const negator = tokens[i] as Token;
  const next = tokens[i + 1];
  if (!next) return { kind: 'negate' };
  if (next.normal === 'to') return { kind: 'none' };
  if (next.normal === 'only' || (idle.has(next.normal) && negator.normal === 'no')) return { kind: 'none' };
  if (overcome.has(next.lemma) || overcome.has(next.normal)) return { kind: 'intensify', factor: 1.3 };
  if (negator.normal === 'never') {
    const ahead = tokens.slice(i + 1, i + 1 + COMPARISON_REACH);
    if (ahead.some((t) => comparisons.has(t.normal) || isComparative(t)))
      return { kind: 'intensify', factor: 1.4 };
  }
  return { kind: 'negate' };
}
