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

const isPerson = (t: Token | undefined) =>
  t !== undefined && ((t.pos === 'PROPN' && !writer.has(t.normal)) || people.has(t.normal));

/**
 * For each token, whether its clause tells someone else's feeling rather than the writer's. A
 * clause with "he", "she" or "they" and not the writer always does. A clause about someone named
 * ("Sam was furious", "my brother cried") does only when another clause of the sentence is the
 * writer's own ("Sam was furious; I just felt sorry"): on its own, "Grandma laughed" is usually the
 * writer's joy too. Clauses end at punctuation and at the words that turn a sentence (`turns`).
 */
export function reportedClauses(tokens: Token[], turns: (t: Token, i: number) => boolean): boolean[] {
  const clauses: { from: number; to: number; own: boolean; other: boolean; named: boolean }[] = [];
  let from = 0;
  const close = (to: number) => {
    if (to <= from) return;
    const clause = tokens.slice(from, to);
    clauses.push({
      from,
      to,
      own: clause.some(
        (t, k) => writer.has(t.normal) && !(possessive.has(t.normal) && isPerson(clause[k + 1])),
      ),
      other: clause.some((t) => otherSubjects.has(t.normal)),
      named: clause.some((t) => isPerson(t)),
    });
    from = to;
  };
  tokens.forEach((t, i) => {
    if (t.kind === 'punctuation' || turns(t, i)) close(i + 1);
  });
  close(tokens.length);
  const writerSpeaks = clauses.some((c) => c.own);
  const flags: boolean[] = [];
  for (const c of clauses) {
    const reported = !c.own && (c.other || (c.named && writerSpeaks));
    for (let k = c.from; k < c.to; k++) flags[k] = reported;
  }
  return flags;
}
