import type { Token } from './nlp.ts';

/** The writer as the one who feels: wink keeps "I'm" as one token, and diaries also write it "im". */
const writer = new Set([
  'i',
  "i'm",
  'im',
  'me',
  'my',
  'mine',
  'myself',
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
]);
/** "My sister was furious" is the sister's feeling: a possessive before a person does not make a clause the writer's. */
const possessive = new Set(['my', 'our']);
/** Subjects only: "safe with him" is still the writer's feeling. */
const otherSubjects = new Set(['he', 'she', 'they']);
/** People a diary names by role rather than by name ("Mum cried; I'm just angry"). wink spells "mum" "mom". */
const people = new Set(
  `mom dad mother father parents brother sister son daughter husband wife partner boyfriend girlfriend ex
  fiance fiancee boss manager colleague coworker flatmate roommate housemate neighbour neighbor neighbours
  neighbors friend friends mate mates grandma grandpa granny grandad nan gran uncle aunt auntie cousin niece
  nephew kid kids child children baby teacher doctor everyone everybody`.split(/\s+/),
);

/** wink tags many a capitalised first word a proper noun ("Silly to cry"): there it names someone only before a verb ("Sam was"). */
function isPerson(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (people.has(t.normal)) return true;
  if (t.pos !== 'PROPN' || writer.has(t.normal)) return false;
  const next = tokens[i + 1]?.pos;
  return i > 0 || next === 'VERB' || next === 'AUX';
}

/** Someone else's feeling, told by the writer ("Maya was furious"), counts for this much of the writer's own. */
const REPORTED = 0.7;
/** And for less when the writer says their own beside it ("Sam was furious; I just felt sorry", "Tom was nervous; I drove him to school": the writer's own clause, feeling or not, is what the entry is about). */
const BESIDE_WRITER = 0.3;

/**
 * For each token, the weight of its clause's feelings: 1 for the writer's own, less when the
 * clause tells someone else's feeling (REPORTED, BESIDE_WRITER). A
 * clause with "he", "she" or "they" and not the writer always does. A clause about someone named
 * ("Sam was furious", "my brother cried") does only when another clause of the sentence is the
 * writer's own, in the same sentence or elsewhere in the text (`writerElsewhere`: "Sam was furious;
 * I just felt sorry"): on its own, "Grandma laughed" is usually the writer's joy too. Clauses end at punctuation and at the words that turn a sentence (`turns`).
 */
export function reportedWeights(
  tokens: Token[],
  turns: (i: number) => boolean,
  feels: (i: number) => boolean,
  writerElsewhere = false,
): number[] {
  const clauses: {
    from: number;
    to: number;
    own: boolean;
    other: boolean;
    named: boolean;
    someone: number;
  }[] = [];
  let from = 0;
  const close = (to: number) => {
    if (to <= from) return;
    const clause = tokens.slice(from, to);
    const isOther = (t: Token) => otherSubjects.has(t.normal);
    const isNamed = (k: number) => isPerson(tokens, from + k) && !feels(from + k);
    const first = clause.findIndex((t, k) => isOther(t) || isNamed(k));
    clauses.push({
      someone: first < 0 ? to : from + first,
      from,
      to,
      own: clause.some(
        (t, k) => writer.has(t.normal) && !(possessive.has(t.normal) && isPerson(tokens, from + k + 1)),
      ),
      other: clause.some(isOther),
      // wink also tags a capitalised first word as a proper noun ("Retched opening it."): a feeling word is no one.
      named: clause.some((_, k) => isNamed(k)),
    });
    from = to;
  };
  tokens.forEach((t, i) => {
    if (t.kind === 'punctuation' || turns(i)) close(i + 1);
  });
  close(tokens.length);
  const writerSpeaks = writerElsewhere || clauses.some((c) => c.own);
  const weights: number[] = [];
  for (const c of clauses) {
    const reported = !c.own && (c.other || (c.named && writerSpeaks));
    const weight = !reported ? 1 : writerSpeaks ? BESIDE_WRITER : REPORTED;
    // A feeling said before anyone is named is the writer's, about them ("Worried about Dad",
    // "Delighted the baby slept through"); after them, it is theirs ("Dad was worried").
    for (let k = c.from; k < c.to; k++) weights[k] = k < c.someone ? 1 : weight;
  }
  return weights;
}

/** Whether the writer speaks of themself anywhere in these sentences ("I", "me", "we"...). */
export function writerSpeaksIn(sentences: { tokens: Token[] }[]): boolean {
  return sentences.some((s) =>
    s.tokens.some((t, k) => writer.has(t.normal) && !(possessive.has(t.normal) && isPerson(s.tokens, k + 1))),
  );
}
