import type { Sentence } from './nlp.ts';

export type TermVector = Map<string, number>;

/** Content words of a sentence as lemma counts: the basis for similarity and salience. */
export function termVector(sentence: Sentence): TermVector {
  const vector: TermVector = new Map();
  for (const t of sentence.tokens) {
    if (t.kind !== 'word' || t.stop || t.lemma.length < 3) continue;
    vector.set(t.lemma, (vector.get(t.lemma) ?? 0) + 1);
  }
  return vector;
}

export function cosine(a: TermVector, b: TermVector): number {
  if (a.size === 0 || b.size === 0) return 0;
  let dot = 0;
  for (const [term, count] of a) dot += count * (b.get(term) ?? 0);
  if (dot === 0) return 0;
  const norm = (v: TermVector) => Math.sqrt([...v.values()].reduce((s, c) => s + c * c, 0));
  return dot / (norm(a) * norm(b));
}
