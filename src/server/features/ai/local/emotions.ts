import { type EmotionName, type EmotionScores, emotionNames } from '../../../../shared/schemas/ai.ts';
import { symbols } from '../lexicon/emoji.ts';
import { buildLexicon, type Hit, type Lexicon } from '../lexicon/index.ts';
import { dampeners, intensifiers, negators, scopeBreakers } from '../lexicon/modifiers.ts';
import { contextPrior, type LiftTable } from './context-prior.ts';
import { negationAt } from './negation.ts';
import { readText, type Sentence, type Token } from './nlp.ts';
import { reportedWeights, writerSpeaksIn } from './reported.ts';
import { lookUpRemembered } from './word-lookup.ts';

let built: Lexicon | undefined;
/** The lexicon, built on first use rather than at the server's start (about 28 ms and a garbage collection). */
export const lexicon = (): Lexicon => {
  built ??= buildLexicon();
  return built;
};

export type RawScores = Record<EmotionName, number>;

export const emptyScores = (): RawScores => Object.fromEntries(emotionNames.map((e) => [e, 0])) as RawScores;

/**
 * What a negated emotion word turns into. Mostly Plutchik's opposite pairs, except where a diary
 * reads otherwise: "not afraid" sounds confident (Trust), "not sad" only mildly glad.
 */
const negated: Record<EmotionName, Hit> = {
  Joy: [['Sadness', 0.7]],
  Sadness: [['Joy', 0.4]],
  Anger: [['Trust', 0.3]],
  Fear: [['Trust', 0.6]],
  Surprise: [['Anticipation', 0.5]],
  Trust: [
    ['Disgust', 0.4],
    ['Fear', 0.3],
  ],
  Anticipation: [['Fear', 0.4]],
  Disgust: [['Trust', 0.2]],
  Neutral: [],
};

/** Modifier phrases grouped by their first word, longest first, so each token looks up only its own. */
const modifierPhrases = new Map<string, { tokens: string[]; factor: number }[]>();
for (const [words, factor] of Object.entries({ ...intensifiers, ...dampeners })) {
  const tokens = words.split(' ');
  const first = tokens[0] as string;
  modifierPhrases.set(first, [...(modifierPhrases.get(first) ?? []), { tokens, factor }]);
}
for (const list of modifierPhrases.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);

/**
 * "feel" in a phrase stands for all its forms: wink tags a sentence-initial "Feeling" a proper noun
 * and leaves its lemma "feeling", so "feel useless" would miss "Feeling useless".
 */
const feelForms = new Set(['feel', 'feels', 'felt', 'feeling']);

const matchesAt = (tokens: Token[], i: number, words: string[]) =>
  words.every((w, k) => {
    const t = tokens[i + k];
    if (t === undefined) return false;
    return t.normal === w || t.lemma === w || (w === 'feel' && feelForms.has(t.normal));
  });

type PhraseMatch = { length: number; hit: Hit; modifier?: number };

function phraseAt(tokens: Token[], i: number): PhraseMatch | undefined {
  const t = tokens[i] as Token;
  // The word, its lemma if it differs, and 'feel' for its forms (no Set per word: this runs for
  // every word of a year's digest).
  const keys = t.lemma === t.normal ? [t.normal] : [t.normal, t.lemma];
  if (feelForms.has(t.normal) && !keys.includes('feel')) keys.push('feel');
  for (const key of keys) {
    const found = lexicon()
      .phrases.get(key)
      ?.find((p) => matchesAt(tokens, i, p.tokens));
    if (found) return { length: found.tokens.length, hit: found.hit };
  }
  return feelForms.has(t.normal) ? modifiedFeelAt(tokens, i) : undefined;
}

/**
 * "felt so alone", "feeling a bit low": a "feel" phrase with a modifier after "feel" is the same
 * phrase, scaled by the modifier.
 */
function modifiedFeelAt(tokens: Token[], i: number): PhraseMatch | undefined {
  const next = tokens[i + 1];
  const modifier = next && modifierPhrases.get(next.normal)?.find((m) => matchesAt(tokens, i + 1, m.tokens));
  if (!modifier) return undefined;
  const after = i + 1 + modifier.tokens.length;
  const found = lexicon()
    .phrases.get('feel')
    ?.find((p) => matchesAt(tokens, after, p.tokens.slice(1)));
  if (!found) return undefined;
  return { length: after - i + found.tokens.length - 1, hit: found.hit, modifier: modifier.factor };
}

/**
 * A phrase that tells an event ("didn't call", "left me") is felt by the writer whoever its subject
 * is; one that starts with a feeling word ("excited about", "worried about") is felt by its
 * subject, so "Lina was excited about the concert" counts as Lina's, like a single word would.
 */
const isEvent = (first: Token) => !lexicon().words.has(first.normal) && !lexicon().words.has(first.lemma);

/**
 * wink splits hyphenated words ("two-faced", "build-up") into three tokens; a compound the lexicon
 * knows, written with or without its hyphen, is one hit, and its hyphen no clause break.
 */
function compoundAt(tokens: Token[], i: number): Hit | undefined {
  const [a, dash, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!a || !b || dash?.normal !== '-' || a.kind !== 'word' || b.kind !== 'word') return undefined;
  return lexicon().words.get(`${a.normal}-${b.normal}`) ?? lexicon().words.get(`${a.normal}${b.normal}`);
}

/**
 * A mild word used as a noun names a topic more than a feeling ("meeting", "exam", "family"): it
 * counts for this much of its weight. The same word as a verb or adjective ("I met", "sweet") does not.
 */
const TOPIC_NOUN = 0.5;

/**
 * A word said on its own ("Flat.", "Low.", "Rank.") names how the writer is: wink tags a lone
 * capitalised word a noun, so it is read as an adjective, never as a topic.
 */
function wordHit(t: Token, alone: boolean): Hit | undefined {
  if (t.kind === 'emoji' || t.kind === 'emoticon' || t.kind === 'other') {
    const symbol = t.normal.replace(/\uFE0F/g, '');
    return Object.hasOwn(symbols, symbol) ? symbols[symbol] : undefined;
  }
  const pos = alone ? 'ADJ' : t.pos;
  const hit = lookUpRemembered(lexicon(), t.normal, t.lemma, pos);
  if (!hit || (pos !== 'NOUN' && pos !== 'PROPN') || hit.some(([, w]) => w > 1.01)) return hit;
  return hit.map(([e, w]) => [e, w * TOPIC_NOUN]);
}

/** Reach of a negator or a modifier, in words. */
const REACH = 3;

/** Words that turn a sentence: what follows them is what the writer means, what precedes them weighs less. */
const contrasts = new Set(['but', 'however', 'yet', 'though', 'although', 'still']);

/**
 * Whether the word at `i` turns the sentence. Not when nothing follows it ("I did though."), not
 * "not yet", and "still" only as "Still, ..." at the start: elsewhere it means "even now" ("still angry").
 */
function turnsAt(tokens: Token[], i: number): boolean {
  const t = tokens[i] as Token;
  if (!contrasts.has(t.normal)) return false;
  if (!tokens.slice(i + 1).some((k) => k.kind === 'word')) return false;
  if (t.normal === 'yet' && tokens[i - 1]?.normal === 'not') return false;
  if (t.normal === 'still') return i === 0 && tokens[1]?.normal === ',';
  return true;
}
const BEFORE_CONTRAST = 0.6;

/**
 * Whether "and" or "or" stands between a negator and a word: a negation ends with its own phrase,
 * so in "came home without it and cried" the crying is not negated.
 */
const joinedBetween = (tokens: Token[], from: number, to: number) =>
  tokens.slice(from + 1, to).some((t) => t.pos === 'CCONJ' && (t.normal === 'and' || t.normal === 'or'));
const AFTER_CONTRAST = 1.3;

type Part =
  | { kind: 'hit'; at: number; hit: Hit; shouted: boolean; event?: boolean }
  | { kind: 'modifier'; at: number; factor: number }
  | { kind: 'negator'; at: number }
  | { kind: 'break'; at: number }
  | { kind: 'contrast'; at: number };

/** First pass: where the emotion words, modifiers, negators and clause breaks of a sentence are. */
function partsOf(tokens: Token[]): { parts: Part[]; exclamations: number } {
  const parts: Part[] = [];
  let exclamations = 0;
  const alone = tokens.filter((k) => k.kind === 'word').length === 1;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i] as Token;
    if (t.kind === 'punctuation') {
      if (t.normal === '!') exclamations += 1;
      parts.push({ kind: 'break', at: i });
      i += 1;
      continue;
    }
    const compound = compoundAt(tokens, i);
    if (compound) {
      parts.push({ kind: 'hit', at: i, hit: compound, shouted: t.shouted });
      i += 3;
      continue;
    }
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      if (phrase.modifier) parts.push({ kind: 'modifier', at: i, factor: phrase.modifier });
      parts.push({
        kind: 'hit',
        at: i,
        hit: phrase.hit,
        shouted: t.shouted,
        event: isEvent(tokens[i] as Token),
      });
      i += phrase.length;
      continue;
    }
    const modifier = modifierPhrases.get(t.normal)?.find((m) => matchesAt(tokens, i, m.tokens));
    if (modifier) {
      parts.push({ kind: 'modifier', at: i + modifier.tokens.length - 1, factor: modifier.factor });
      i += modifier.tokens.length;
      continue;
    }
    if (negators.has(t.normal)) {
      const effect = negationAt(tokens, i);
      if (effect.kind === 'negate') parts.push({ kind: 'negator', at: i });
      else if (effect.kind === 'intensify') parts.push({ kind: 'modifier', at: i, factor: effect.factor });
    } else if (turnsAt(tokens, i)) parts.push({ kind: 'contrast', at: i });
    else if (scopeBreakers.has(t.normal)) parts.push({ kind: 'break', at: i });
    else {
      const hit = wordHit(t, alone);
      if (hit) parts.push({ kind: 'hit', at: i, hit, shouted: t.shouted });
    }
    i += 1;
  }
  return { parts, exclamations };
}

/**
 * Raw (unnormalised) emotion weights of one sentence. A negator or a modifier governs the first
 * emotion word within REACH after it, in the same clause; a dampener with nothing after it hedges
 * the word before it ("it scared me a little"). After "but" the sentence weighs more than before it.
 */
export function scoreSentence(sentence: Sentence, writerElsewhere = false): RawScores {
  const scores = emptyScores();
  const { tokens } = sentence;
  const { parts, exclamations } = partsOf(tokens);
  const hits = parts.filter((p) => p.kind === 'hit');
  const factors = new Map(hits.map((h) => [h, 1]));
  const negatedHits = new Set<Part>();
  const lastContrast = parts.findLast((p) => p.kind === 'contrast')?.at ?? -1;
  // The clause number of each part, so "same clause" is a comparison of two numbers.
  const clauses: number[] = [];
  let clause = 0;
  for (const p of parts) {
    if (p.kind === 'break' || p.kind === 'contrast') clause += 1;
    clauses.push(clause);
  }
  const clauseOf = (k: number) => clauses[k] ?? 0;
  parts.forEach((part, k) => {
    if (part.kind !== 'modifier' && part.kind !== 'negator') return;
    const here = clauseOf(k);
    const next = parts.slice(k + 1).find((p) => p.kind === 'hit');
    const nextK = next ? parts.indexOf(next) : -1;
    const reachesNext = next && next.at - part.at <= REACH && clauseOf(nextK) === here;
    if (part.kind === 'negator') {
      if (reachesNext && !joinedBetween(tokens, part.at, next.at)) negatedHits.add(next);
      return;
    }
    if (reachesNext) {
      factors.set(next, (factors.get(next) ?? 1) * part.factor);
      return;
    }
    if (part.factor >= 1) return;
    const previous = parts.slice(0, k).findLast((p) => p.kind === 'hit');
    const previousK = previous ? parts.indexOf(previous) : -1;
    if (previous && part.at - previous.at <= REACH + 1 && clauseOf(previousK) === here)
      factors.set(previous, (factors.get(previous) ?? 1) * part.factor);
  });
  const hitAt = new Set(hits.map((h) => h.at));
  const whose = reportedWeights(
    tokens,
    (i) => turnsAt(tokens, i),
    (i) => hitAt.has(i),
    writerElsewhere,
  );
  for (const hit of hits) {
    if (hit.kind !== 'hit') continue;
    const contrast = lastContrast < 0 ? 1 : hit.at < lastContrast ? BEFORE_CONTRAST : AFTER_CONTRAST;
    const strength =
      (factors.get(hit) ?? 1) * (hit.shouted ? 1.3 : 1) * contrast * (hit.event ? 1 : (whose[hit.at] ?? 1));
    for (const [emotion, weight] of hit.hit) {
      if (negatedHits.has(hit))
        for (const [flipped, share] of negated[emotion]) scores[flipped] += weight * share * strength;
      else scores[emotion] += weight * strength;
    }
  }
  const emphasis = 1 + 0.15 * Math.min(exclamations, 3);
  for (const e of emotionNames) scores[e] *= emphasis;
  return scores;
}

/** Raw weights of a whole text and its word count. */
export function scoreSentences(sentences: Sentence[]): { raw: RawScores; words: number } {
  const raw = emptyScores();
  let words = 0;
  const writer = writerSpeaksIn(sentences);
  for (const s of sentences) {
    const part = scoreSentence(s, writer);
    for (const e of emotionNames) raw[e] += part[e];
    words += s.tokens.filter((t) => t.kind === 'word').length;
  }
  return { raw, words };
}

/**
 * Neutral's share before any emotion word: a base and one more per this many words. The base is
 * just under one hedged clear word ("a bit annoyed" is 1.5), so modest evidence beats Neutral; a
 * lower base read no better on the tune passages, where plan logs then turned to Anticipation.
 */
const NEUTRAL_BASE = 0.8;
const NEUTRAL_WORDS = 40;

/**
 * Turns raw weights into fractions of 1. Neutral grows slowly with length, so a long factual entry
 * with a few mild words stays Neutral while a short charged line does not; with no hit at all it is 1.
 */
export function toFractions(raw: RawScores, words: number): EmotionScores {
  const scores = { ...raw, Neutral: raw.Neutral + (words > 0 ? NEUTRAL_BASE + words / NEUTRAL_WORDS : 1) };
  const total = emotionNames.reduce((sum, e) => sum + scores[e], 0);
  return normalise(Object.fromEntries(emotionNames.map((e) => [e, scores[e] / total])) as RawScores);
}

/** Rounds to three decimals and gives the rounding remainder to the largest share, so the sum is exactly 1. */
export function normalise(shares: Partial<RawScores>): EmotionScores {
  const total = emotionNames.reduce((sum, e) => sum + (shares[e] ?? 0), 0);
  if (total <= 0) return { Neutral: 1 };
  const rounded = emotionNames
    .map((e) => [e, Math.round(((shares[e] ?? 0) / total) * 1000)] as const)
    .filter(([, v]) => v > 0);
  const sum = rounded.reduce((s, [, v]) => s + v, 0);
  const top = rounded.reduce((a, b) => (b[1] > a[1] ? b : a));
  return Object.fromEntries(
    rounded.map(([e, v]) => [e, (e === top[0] ? v + 1000 - sum : v) / 1000]),
  ) as EmotionScores;
}

/**
 * Emotion fractions of a text: non-zero emotions only, summing to 1; `{ Neutral: 1 }` when no word
 * scores and the context prior leans nowhere but Neutral.
 */
export function analyzeEmotions(text: string, lifts?: LiftTable): EmotionScores {
  const sentences = readText(text);
  const { raw, words } = scoreSentences(sentences);
  return toFractions(withContext(raw, sentences, lifts), words);
}

/**
 * Raw weights with the passage's context prior added (see context-prior.ts); `lifts` replaces
 * the stored table only when the tuning aid cross-validates it.
 */
export function withContext(raw: RawScores, sentences: readonly Sentence[], lifts?: LiftTable): RawScores {
  const prior = contextPrior(sentences, lifts);
  return Object.fromEntries(emotionNames.map((e) => [e, raw[e] + prior[e]])) as RawScores;
}

/** The strongest emotion of a set of fractions (Neutral when empty). */
export function dominant(scores: EmotionScores): EmotionName {
  let best: EmotionName = 'Neutral';
  for (const e of emotionNames) if ((scores[e] ?? 0) > (scores[best] ?? 0)) best = e;
  return best;
}
