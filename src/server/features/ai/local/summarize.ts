import type { EngineEntry } from '../engine.ts';
import { plainText } from '../plain-text.ts';
import { listOf } from './digest-story.ts';
import { readText, type Sentence, type Token } from './nlp.ts';
import { cosine, type TermVector, termVector } from './text-vectors.ts';

/** The most words a summary sentence has: one line a reader takes in at a glance. */
export const SUMMARY_WORDS_MAX = 32;
const PHRASES = 3;
const PHRASE_WORDS = 3;
const DAMPING = 0.85;
const ITERATIONS = 30;

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
  return scores;
}

/** Capitalised words that name a time, not someone or somewhere. */
const notNames = new Set(
  'english spanish french german italian portuguese chinese japanese korean arabic russian dutch greek polish turkish hindi swedish i monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december today tomorrow yesterday god ok christmas easter'.split(
    ' ',
  ),
);
/** Prepositions after which a name is a place ("in Naples", "at Café Rosa"), kept as written. */
const wherePrepositions = new Set(['in', 'at', 'near']);
/** After these a name is a destination or origin ("moving to Lisbon"): a place, told as part of the gist. */
const towardPrepositions = new Set([
  'to',
  'from',
  'into',
  'towards',
  'around',
  'across',
  'through',
  'on',
  'via',
]);
/** Nouns that fill any diary and say nothing about this entry. */
const filler = new Set(
  'day time today tonight yesterday tomorrow thing things week weekend morning evening afternoon night lot way bit kind sort something anything everything nothing people year month hour minute moment life stuff while end spring summer autumn fall winter'.split(
    ' ',
  ),
);
/** The writer's own determiners, turned to the reader of the summary (the writer). */
const determiners: Record<string, string> = {
  the: 'the',
  a: 'a',
  an: 'an',
  my: 'your',
  our: 'your',
  his: 'his',
  her: 'her',
  their: 'their',
};

interface Name {
  text: string;
  /** The preposition before it, lower-cased, or ''. */
  before: string;
}

/** Runs of capitalised proper nouns ("Café Rosa"), with the word before each run. */
function namesIn(sentence: Sentence): Name[] {
  const found: Name[] = [];
  const { tokens } = sentence;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.pos !== 'PROPN' || !/^\p{Lu}/u.test(t.value) || notNames.has(t.normal)) continue;
    let j = i;
    while (tokens[j + 1]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[j + 1]?.value ?? '')) j++;
    const next = tokens[j + 1]?.pos;
    // Before a noun a capitalised word describes it ("Big day", "Portuguese lessons"): no one's name.
    if (next === 'NOUN' || next === 'ADJ') {
      i = j;
      continue;
    }
    found.push({
      text: tokens
        .slice(i, j + 1)
        .map((x) => x.value)
        .join(' '),
      before: tokens[i - 1]?.normal ?? '',
    });
    i = j;
  }
  return found;
}

interface Phrase {
  text: string;
  head: string;
  position: number;
  score: number;
}

/** Noun phrases ("the farewell dinner", "your sister's flat") ending in a common noun, scored by how much the entry returns to them. */
function phrasesIn(
  sentences: Sentence[],
  salience: number[],
  frequency: Map<string, number>,
  names: Set<string>,
): Phrase[] {
  const found: Phrase[] = [];
  sentences.forEach((sentence, s) => {
    const { tokens } = sentence;
    let i = 0;
    while (i < tokens.length) {
      const start = i;
      while (
        i < tokens.length &&
        ['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '') &&
        tokens[i]?.kind === 'word'
      )
        i++;
      const run = tokens.slice(start, i);
      if (run.length === 0) {
        i++;
        continue;
      }
      // The phrase ends at its last noun and keeps at most three words before it.
      let last = run.length - 1;
      while (last >= 0 && run[last]?.pos !== 'NOUN') last--;
      const head = run[last];
      if (!head || filler.has(head.lemma) || head.lemma.length < 3 || names.has(head.normal)) continue;
      const words = run.slice(Math.max(0, last + 1 - PHRASE_WORDS), last + 1);
      const det = words[0] === run[0] ? determiners[tokens[start - 1]?.normal ?? ''] : undefined;
      const text = [det, ...words.map((w) => (w.pos === 'NOUN' ? w.normal : w.value.toLowerCase()))]
        .filter(Boolean)
        .join(' ');
      const recurrence = words.reduce((sum, w) => sum + (frequency.get(w.lemma) ?? 0), 0);
      found.push({
        text,
        head: head.lemma,
        position: sentence.start + (words[0] ? sentence.tokens.indexOf(words[0]) : 0),
        score: recurrence + (salience[s] ?? 0) * sentences.length + 0.5 * (words.length - 1),
      });
    }
  });
  return found;
}

/** The entry's people: its linked people first, then names its text gives that are not places. */
function peopleOf(entry: EngineEntry, names: Name[], places: Set<string>): string[] {
  const linked = entry.connections.filter((c) => c.type === 'person').map((c) => c.name);
  const others = new Set(
    entry.connections.filter((c) => c.type !== 'person').map((c) => c.name.toLowerCase()),
  );
  const counts = new Map<string, number>();
  for (const n of names) {
    const key = n.text.toLowerCase();
    if (places.has(key) || others.has(key)) continue;
    counts.set(n.text, (counts.get(n.text) ?? 0) + 1);
  }
  const fromText = [...counts]
    .filter(([name]) => !linked.some((l) => l.toLowerCase() === name.toLowerCase()))
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
  return [...linked, ...fromText].slice(0, 3);
}

/** Where it happened: the entry's location, else a linked institution, else a name after "in" or "at". */
function whereOf(entry: EngineEntry, names: Name[]): string | null {
  if (entry.place?.trim()) return `in ${entry.place.trim()}`;
  const institution = entry.connections.find((c) => c.type === 'institution');
  if (institution) return `at ${institution.name}`;
  const counts = new Map<string, number>();
  for (const n of names)
    if (wherePrepositions.has(n.before))
      counts.set(`${n.before} ${n.text}`, (counts.get(`${n.before} ${n.text}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * One sentence that names who, where and the gist of an entry, put together from its people
 * (linked, or named in the text), its place (location, institution, or "in"/"at" a name) and the
 * noun phrases the entry keeps returning to, in the order it tells them. It never copies the
 * entry's own sentences. Empty when the text has nothing to summarise.
 */
export function summarizeEntryText(entry: EngineEntry, maxWords = SUMMARY_WORDS_MAX): string {
  const text = plainText(entry.content.trim() ? entry.content : entry.title);
  const sentences = readText(text).filter((s) => /\p{L}/u.test(s.text));
  if (sentences.length === 0) return '';
  const salience = rank(sentences.map(termVector));
  const names = sentences.flatMap(namesIn);
  const placeNames = new Set(
    names
      .filter((n) => wherePrepositions.has(n.before) || towardPrepositions.has(n.before))
      .map((n) => n.text.toLowerCase()),
  );
  if (entry.place) placeNames.add(entry.place.trim().toLowerCase());
  const people = peopleOf(entry, names, placeNames);
  const where = whereOf(entry, names);
  // A destination ("moving to Lisbon") is part of what happened, so it leads the gist.
  const destination = names.find(
    (n) => towardPrepositions.has(n.before) && !where?.endsWith(n.text) && !people.includes(n.text),
  );
  const frequency = new Map<string, number>();
  for (const s of sentences)
    for (const t of s.tokens)
      if (t.kind === 'word' && !t.stop) frequency.set(t.lemma, (frequency.get(t.lemma) ?? 0) + 1);
  const nameWords = new Set([...people, ...placeNames].flatMap((n) => n.toLowerCase().split(/\s+/)));
  const best = new Map<string, Phrase>();
  for (const p of phrasesIn(sentences, salience, frequency, nameWords))
    if ((best.get(p.head)?.score ?? -1) < p.score) best.set(p.head, p);
  const gist = [...best.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, PHRASES)
    .sort((a, b) => a.position - b.position)
    .map((p) => p.text);
  if (destination) gist.unshift(destination.text);
  const who = people.length ? `with ${listOf(people)}` : '';
  const lead = [who, where ?? ''].filter(Boolean).join(' ');
  // Long lists lose the reader: phrases drop from the end until the sentence fits.
  for (let n = gist.length; n >= 0; n--) {
    const about = listOf(gist.slice(0, n));
    const sentence = lead ? `${capital(lead)}${about ? `: ${about}` : ''}.` : about ? `About ${about}.` : '';
    if (sentence && wordsIn(sentence) <= maxWords) return sentence;
  }
  return '';
}
