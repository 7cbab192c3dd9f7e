import { createRequire } from 'node:module';
import type winkNLPType from 'wink-nlp';
import type { ItsFunction } from 'wink-nlp';

// Sentence boundaries, negation and sentiment (wink's own AFINN-based score with its negation
// handling: one of the two signals of our positive/negative judgement) and part-of-speech tags
// (lemmas and proper nouns need them). wink's entity pipe is left out: it triples the time of a
// year's digest, and proper nouns plus the entry's own connections name people and places well enough.
//
// The English model is 46 MiB and takes about 0.3 s to load, and most requests never read text:
// it loads on the first text read, not at start-up (both packages are CommonJS, so a synchronous
// require keeps readText synchronous).
//
// A digest reads a year of entries but needs wink's sentiment for only the two sentences that say
// why its brightest and hardest moments were so. It reads with a second, lighter pipeline (sentence
// boundaries and parts of speech: the negation and sentiment pipes are about a third of `readDoc`'s
// time) and reads an entry again with the full one only when one of its sentences' sentiment is
// asked for. Both share the model; tokens and sentence boundaries come out the same from both.
type Wink = ReturnType<typeof winkNLPType>;
const pipelines: { full?: Wink; light?: Wink } = {};
function loadWink(kind: 'full' | 'light'): Wink {
  let nlp = pipelines[kind];
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as typeof winkNLPType;
    const pipes = kind === 'full' ? ['sbd', 'negation', 'sentiment', 'pos'] : ['sbd', 'pos'];
    nlp = winkNLP(require('wink-eng-lite-web-model'), pipes as Parameters<typeof winkNLPType>[1]);
    pipelines[kind] = nlp;
  }
  return nlp;
}

export type TokenKind = 'word' | 'number' | 'punctuation' | 'emoji' | 'emoticon' | 'other';

export interface Token {
  /** As written. */
  value: string;
  /** Lower-cased, contractions expanded ("n't" → "not"). */
  normal: string;
  lemma: string;
  kind: TokenKind;
  pos: string;
  stop: boolean;
  /** Written in capitals ("SO ANGRY"), which we read as emphasis. */
  shouted: boolean;
}

export interface Sentence {
  /** Exactly as written: `source.slice(start, start + text.length) === text`. */
  text: string;
  start: number;
  tokens: Token[];
  /** wink's sentiment of the sentence, from -1 to 1. */
  sentiment: number;
}

/**
 * wink reads a word that looks like an abbreviation at the end of a sentence ("in.", "sun.", "2am.")
 * as one token with its full stop; the lexicon knows the word without it ("Didn't get in." is "get
 * in"). Dotted abbreviations ("e.g.") keep their dots.
 */
const withoutDot = (word: string) =>
  word.length > 2 && word.endsWith('.') && !word.slice(0, -1).includes('.') ? word.slice(0, -1) : word;

const kinds = new Set<TokenKind>(['word', 'number', 'punctuation', 'emoji', 'emoticon']);

/**
 * Splits text into sentences of tokens, each sentence located exactly in the source text. With
 * `lazySentiment` the text is read without wink's sentiment, and read again for it the first time
 * a sentence's `sentiment` is asked for (see above: for a digest's many entries).
 */
export function readText(source: string, lazySentiment = false): Sentence[] {
  if (!source.trim()) return [];
  const nlp = loadWink(lazySentiment ? 'light' : 'full');
  const its = nlp.its;
  const doc = nlp.readDoc(source);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const normals = tokens.out(its.normal) as string[];
  // The typings declare lemma with a wider signature than out() accepts; it is a token property all the same.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const types = tokens.out(its.type) as string[];
  const pos = tokens.out(its.pos) as string[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const all: Token[] = values.map((value, i) => ({
    value,
    normal: withoutDot(normals[i] as string),
    lemma: withoutDot(lemmas[i] as string),
    kind: kinds.has(types[i] as TokenKind) ? (types[i] as TokenKind) : 'other',
    pos: pos[i] as string,
    stop: Boolean(stops[i]),
    shouted: value.length > 1 && /[A-Z]/.test(value) && value === value.toUpperCase(),
  }));
  // Whole-document reads, not an item per sentence: a year's digest reads some 40,000 sentences.
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  let sentiments: number[] | undefined = lazySentiment ? undefined : sentimentsOf(doc, its);
  const sentimentAt = (k: number): number => {
    const full = loadWink('full');
    sentiments ??= sentimentsOf(full.readDoc(source), full.its);
    return sentiments[k] as number;
  };
  const sentences: Sentence[] = [];
  let cursor = 0;
  spans.forEach(([from, to], k) => {
    // The sentence's text as wink writes it (its out()): each token after its preceding spaces, trimmed.
    let written = '';
    for (let i = from; i <= to; i++) written += `${spaces[i]}${values[i]}`;
    const text = written.trim();
    // wink keeps the text; locating it again from the cursor gives exact offsets even after odd spacing.
    const start = source.indexOf(text, cursor);
    if (start < 0 || !text) return;
    cursor = start + text.length;
    sentences.push({
      text,
      start,
      tokens: all.slice(from, to + 1),
      get sentiment() {
        return sentimentAt(k);
      },
    });
  });
  return sentences;
}

type Doc = ReturnType<Wink['readDoc']>;

/** wink's sentiment of each sentence of a document read with the full pipeline. */
const sentimentsOf = (doc: Doc, its: Wink['its']): number[] =>
  doc.sentences().out(its.sentiment) as unknown as number[];
