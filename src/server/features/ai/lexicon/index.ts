import type { EmotionName } from '../../../../shared/schemas/ai.ts';
import { anger } from './anger.ts';
import { anticipation } from './anticipation.ts';
import { disgust } from './disgust.ts';
import { fear } from './fear.ts';
import { joy } from './joy.ts';
import { sadness } from './sadness.ts';
import { surprise } from './surprise.ts';
import { trust } from './trust.ts';
import type { LexiconSource } from './types.ts';

export type Hit = [EmotionName, number][];

const sources: [EmotionName, LexiconSource][] = [
  ['Joy', joy],
  ['Sadness', sadness],
  ['Anger', anger],
  ['Fear', fear],
  ['Surprise', surprise],
  ['Trust', trust],
  ['Anticipation', anticipation],
  ['Disgust', disgust],
];

export interface Lexicon {
  words: Map<string, Hit>;
  /** Phrase token lists grouped by their first token, longest first. */
  phrases: Map<string, { tokens: string[]; hit: Hit }[]>;
}

function add(map: Map<string, Hit>, key: string, emotion: EmotionName, weight: number) {
  const hit = map.get(key) ?? [];
  const same = hit.find(([e]) => e === emotion);
  // A word listed twice for one emotion keeps its stronger weight.
  if (same) same[1] = Math.max(same[1], weight);
  else hit.push([emotion, weight]);
  map.set(key, hit);
}

/** Builds the lookup tables once from the readable word lists. */
export function buildLexicon(): Lexicon {
  const words = new Map<string, Hit>();
  const phraseHits = new Map<string, Hit>();
  for (const [emotion, source] of sources) {
    const groups: [string, number][] = [
      [source.strong, 3],
      [source.clear, 2],
      [source.mild, 1],
    ];
    for (const [list, weight] of groups)
      for (const word of list.split(/\s+/).filter(Boolean)) add(words, word.toLowerCase(), emotion, weight);
    for (const item of source.phrases.split(',')) {
      const [phrase = '', weight = '1'] = item.trim().split(':');
      if (phrase) add(phraseHits, phrase.toLowerCase().trim().replace(/\s+/g, ' '), emotion, Number(weight));
    }
  }
  const phrases = new Map<string, { tokens: string[]; hit: Hit }[]>();
  for (const [phrase, hit] of phraseHits) {
    const tokens = phrase.split(' ');
    const first = tokens[0] as string;
    phrases.set(first, [...(phrases.get(first) ?? []), { tokens, hit }]);
  }
  for (const list of phrases.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return { words, phrases };
}

/** How many distinct words and phrases the lexicon holds (the issue asks for at least 1,500). */
export function lexiconSize(lexicon: Lexicon): number {
  let phraseCount = 0;
  for (const list of lexicon.phrases.values()) phraseCount += list.length;
  return lexicon.words.size + phraseCount;
}
