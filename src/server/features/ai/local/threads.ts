import type { DigestEntry, StoredAnalysis } from './digest-analysis.ts';
import type { EntryAnalysis } from './entry-analysis.ts';
import type { Sentence } from './nlp.ts';

/** What ties a thread's entries together, most telling first. */
export type ThreadKind = 'person' | 'place' | 'tag' | 'phrase';

/** A strand of the period: entries that share a person, a place, a tag or a key word. */
export interface Thread {
  /** How the thread is named in the text, as the writer wrote it ("Maya", "Lisbon", "Spanish class"). */
  label: string;
  kind: ThreadKind;
  /** Other names that ran through the same entries ("Lisbon" beside "Maya"). */
  companions: string[];
  /** The thread's entries, oldest first. */
  entries: DigestEntry[];
}

/** Proper-noun readings that are not names of anyone or anywhere in a diary. */
const notNames = new Set(
  'i monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december today tomorrow yesterday mum mom dad god ok'.split(
    ' ',
  ),
);

// Words that fill any diary and say nothing about this one.
const filler = new Set(
  'day time today tonight yesterday tomorrow thing things week weekend morning evening afternoon night lot way bit kind sort something anything everything nothing people year month hour minute moment life stuff'.split(
    ' ',
  ),
);

// A person or a place makes a story more than a tag; a bare word needs to recur more to count.
const kindWeight: Record<ThreadKind, number> = { person: 2.5, place: 1.6, tag: 1.2, phrase: 0.8 };
const minEntries: Record<ThreadKind, number> = { person: 2, place: 2, tag: 2, phrase: 3 };

interface Candidate {
  key: string;
  label: string;
  kind: ThreadKind;
  entries: Set<number>;
}

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The names and nouns of an entry's text that may tie it to others, in the order they are met:
 * [key, label] for a name, [lemma] for a noun. Each is listed once, as a repeat within the entry
 * changes nothing in `gather` (the entry is already counted, and a key's kind only grows stronger).
 */
export function textTerms(sentences: EntryAnalysis['sentences']): StoredAnalysis['terms'] {
  const terms: StoredAnalysis['terms'] = [];
  const seen = new Set<string>();
  const add = (term: [string] | [string, string]) => {
    const id = term.join('\n');
    if (seen.has(id)) return;
    seen.add(id);
    terms.push(term);
  };
  for (const { sentence } of sentences)
    sentence.tokens.forEach((t, i) => {
      if (t.kind !== 'word' || t.stop || t.normal.length < 3) return;
      // A capitalised proper noun not at the start of its sentence is a name.
      if (t.pos === 'PROPN' && i > 0 && /^\p{Lu}/u.test(t.value) && !notNames.has(t.normal))
        add([t.normal, t.value]);
      else if (t.pos === 'NOUN' && /^\p{L}+$/u.test(t.lemma) && !filler.has(t.lemma)) add([t.lemma]);
    });
  return terms;
}

/** The keys one entry brings: its links and tags always, names and nouns of its text when allowed. */
function keysOf(d: DigestEntry, textAnalysis: boolean): { key: string; label: string; kind: ThreadKind }[] {
  const keys = [
    ...d.entry.connections.map((c) => ({
      key: keyOf(c.name),
      label: c.name,
      kind: (c.type === 'person' ? 'person' : 'place') as ThreadKind,
    })),
    ...d.entry.tags
      .filter((t) => t.type !== 'emotion')
      .map((t) => ({ key: keyOf(t.name), label: t.name, kind: 'tag' as ThreadKind })),
  ];
  if (!textAnalysis) return keys;
  for (const [key, label] of d.stored.terms)
    keys.push(label === undefined ? { key, label: key, kind: 'phrase' } : { key, label, kind: 'place' });
  return keys;
}

/** A link names a person; text names fall back on what the links say about the same name. */
function gather(analyses: DigestEntry[], textAnalysis: boolean): Candidate[] {
  const candidates = new Map<string, Candidate>();
  analyses.forEach((a, i) => {
    for (const k of keysOf(a, textAnalysis)) {
      const found = candidates.get(k.key);
      if (!found) candidates.set(k.key, { ...k, entries: new Set([i]) });
      else {
        found.entries.add(i);
        // The stronger reading wins: a person link over a proper noun, a tag over a common noun.
        if (kindWeight[k.kind] > kindWeight[found.kind])
          Object.assign(found, { kind: k.kind, label: k.label });
      }
    }
  });
  return [...candidates.values()];
}

const overlap = (a: Set<number>, b: Set<number>) => {
  let shared = 0;
  for (const i of a) if (b.has(i)) shared += 1;
  return shared / Math.min(a.size, b.size);
};

/**
 * The period's main threads: the names, tags and key words shared by the most entries, a name
 * counting more than a word; a candidate that runs through the same entries as a chosen thread
 * joins it as a companion instead of telling the same story twice.
 */
export function findThreads(analyses: DigestEntry[], limit: number, textAnalysis: boolean): Thread[] {
  const base = (c: Candidate) => c.entries.size * kindWeight[c.kind];
  // Only the strongest candidates can become threads or companions; the long tail of words cannot.
  const candidates = gather(analyses, textAnalysis)
    .filter((c) => c.entries.size >= minEntries[c.kind])
    .sort((a, b) => base(b) - base(a))
    .slice(0, limit * 8);
  const named = candidates.filter((c) => c.kind === 'person' || c.kind === 'place');
  // Names that run through the same entries lift each other: Maya and Lisbon tell one story.
  const score = (c: Candidate) =>
    base(c) +
    0.1 *
      named
        .filter((o) => o !== c && overlap(o.entries, c.entries) >= 0.6)
        .reduce((s, o) => s + o.entries.size, 0);
  const scores = new Map(candidates.map((c) => [c, score(c)]));
  const ranked = candidates.sort(
    (a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a.key.localeCompare(b.key),
  );
  const chosen: (Candidate & { companions: string[] })[] = [];
  for (const c of ranked) {
    const twin = chosen.find((t) => overlap(t.entries, c.entries) >= 0.6);
    if (twin) {
      // "Spanish" beside the tag "spanish class" would only repeat the thread's name.
      const repeats = keyOf(twin.label).includes(c.key) || c.key.includes(keyOf(twin.label));
      const joins =
        (c.kind === 'person' || c.kind === 'place') && !repeats && c.entries.size * 2 >= twin.entries.size;
      if (joins && twin.companions.length < 2) twin.companions.push(c.label);
      continue;
    }
    if (chosen.length < limit) chosen.push({ ...c, companions: [] });
  }
  return chosen.map((c) => ({
    label: c.label,
    kind: c.kind,
    companions: c.companions,
    entries: [...c.entries]
      .map((i) => analyses[i] as DigestEntry)
      .sort((a, b) => a.entry.occurredAt.getTime() - b.entry.occurredAt.getTime()),
  }));
}

const WORDS_MAX = 28;
const pronouns = new Set(['she', 'he', 'they', 'it']);

const contentWords = (sentence: Sentence) =>
  sentence.tokens.filter(
    (t) => t.kind === 'word' && !t.stop && ['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(t.pos),
  ).length;

/**
 * The sentence of one entry that tells its thread best, in the writer's own words: the one naming
 * most of the thread (a sentence opening with "she", "he" or "they" right after one that names it
 * counts as naming it too), then the one that says most.
 */
function bestSentence(entry: DigestEntry, keys: Set<string>): string | null {
  let best: { text: string; score: number } | null = null;
  let previousNamed = false;
  for (const { sentence } of entry.full().sentences) {
    const hits = sentence.tokens.filter((t) => keys.has(t.normal) || keys.has(t.lemma)).length;
    const refers = previousNamed && pronouns.has(sentence.tokens[0]?.normal ?? '');
    previousNamed = hits > 0;
    const words = sentence.tokens.filter((t) => t.kind === 'word').length;
    if (words < 4 || words > WORDS_MAX || (hits === 0 && !refers)) continue;
    const score = (hits + (refers ? 1 : 0)) * 10 + Math.min(contentWords(sentence), 8);
    if (!best || score > best.score) best = { text: sentence.text, score };
  }
  return best?.text ?? null;
}

/** How the thread began and where it stands, each in a sentence of its first and its latest entry. */
export function keySentences(thread: Thread): { first: string | null; latest: string | null } {
  const keys = new Set(
    [thread.label, ...thread.companions].flatMap((n) => keyOf(n).split(/\s+/)).filter((w) => w.length > 2),
  );
  const firstEntry = thread.entries[0];
  const lastEntry = thread.entries.at(-1);
  const first = firstEntry ? bestSentence(firstEntry, keys) : null;
  const latest = lastEntry && lastEntry !== firstEntry ? bestSentence(lastEntry, keys) : null;
  return { first, latest: latest === first ? null : latest };
}
