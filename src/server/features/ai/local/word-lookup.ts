import { kept, newMap } from '../../../lib/kept.ts';
import { type Hit, type Lexicon, lookUp } from '../lexicon/index.ts';

// A year's digest looks up some 300,000 words, nearly all of them repeats of a few thousand, and a
// miss is the costly case (it tries every related form: "-ily", "-ness", British/American
// spellings). The lexicon does not change once built, so each word, lemma and part of speech is
// looked up once. Maps nested by the three strings, not one joined key: wink hands out the same
// string objects again, whose hashes are kept, while a joined key is a new string to hash every time.
// The bound only keeps memory flat on an unusual vocabulary.
const MAX_REMEMBERED = 50_000;
type Remembered = Map<string, Map<string, Map<string, Hit | undefined>>>;
const remembered = new WeakMap<Lexicon, Remembered>();
let count = 0;

/** `lookUp`, remembered per lexicon, word, lemma and part of speech. */
export function lookUpRemembered(
  lexicon: Lexicon,
  normal: string,
  lemma: string,
  pos: string,
): Hit | undefined {
  const byPos = kept(remembered, lexicon, newMap);
  const byLemma = kept(kept(byPos, pos, newMap), normal, newMap);
  if (byLemma.has(lemma)) return byLemma.get(lemma);
  const hit = lookUp(lexicon, normal, lemma, pos);
  if (++count > MAX_REMEMBERED) {
    count = 0;
    byPos.clear();
  }
  byLemma.set(lemma, hit);
  return hit;
}
