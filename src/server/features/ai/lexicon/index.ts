import type { EmotionName } from '../../../../shared/schemas/ai.ts';
import { anger } from './anger.ts';
import { anticipation } from './anticipation.ts';
import { disgust } from './disgust.ts';
import { fear } from './fear.ts';
import { joy } from './joy.ts';
import { sadness } from './sadness.ts';
import { onlyAs, plainPhrases } from './senses.ts';
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
  // A plain phrase scores nothing, unless an emotion's own list holds it too.
  for (const item of plainPhrases.split(',')) {
    const phrase = item.trim().replace(/\s+/g, ' ');
    if (phrase && !phraseHits.has(phrase)) phraseHits.set(phrase, []);
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

/** Adverbs whose adjective feels something but which themselves only hedge or place ("honestly", "lately", "quietly"). */
const plainAdverbs = new Set(
  'honestly frankly likely lately quietly certainly surely easily freshly newly simply nearly mostly'.split(
    ' ',
  ),
);

/**
 * British endings and their American spellings, each way round (tried in this order). Only where
 * the spellings differ at the end of a word: "morning" is no "mourning".
 */
const OTHER_SPELLINGS = [
  [/is(e|es|ed|ing|ation)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ite|ites|able)?$/, 'or$1'],
  [/iz(e|es|ed|ing|ation)$/, 'is$1'],
  [/yz(e|es|ed|ing)$/, 'ys$1'],
  [/or(s|ed|ing|ite|ites|able)?$/, 'our$1'],
] as const;

/**
 * Other spellings of a word the lexicon may hold under a related form: adverbs and nouns made
 * from an adjective ("angrily", "nervously", "happiness") and British or American spellings
 * ("apologise"/"apologize", "humour"/"humor"), so one entry covers its family.
 */
export function relatedForms(word: string): string[] {
  const forms: string[] = [];
  if (plainAdverbs.has(word)) return forms;
  if (word.length > 5 && word.endsWith('ily')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 5 && /[ai]bly$/.test(word)) forms.push(`${word.slice(0, -1)}e`);
  if (word.length > 4 && word.endsWith('ly')) forms.push(word.slice(0, -2));
  if (word.length > 6 && word.endsWith('iness')) forms.push(`${word.slice(0, -5)}y`);
  if (word.length > 5 && word.endsWith('ness')) forms.push(word.slice(0, -4));
  for (const [spelling, other] of OTHER_SPELLINGS) {
    if (word.length > 4 && spelling.test(word)) forms.push(word.replace(spelling, other));
  }
  return forms;
}

/** The lexicon's entry for a word as written, as lemmatised, or under a related form, in a sense that feels (see `onlyAs`). */
export function lookUp(lexicon: Lexicon, normal: string, lemma: string, pos: string): Hit | undefined {
  // Own keys only: a word such as "constructor" must not find Object.prototype's.
  const senseOf = (w: string) => (Object.hasOwn(onlyAs, w) ? onlyAs[w] : undefined);
  const senses = senseOf(normal) ?? senseOf(lemma);
  if (senses && !senses.includes(pos)) return undefined;
  const direct = lexicon.words.get(normal) ?? lexicon.words.get(lemma);
  if (direct) return direct;
  for (const form of relatedForms(normal)) {
    const hit = lexicon.words.get(form);
    if (hit) return hit;
  }
  return undefined;
}
