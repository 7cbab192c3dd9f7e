// Names spotted in what is being written (issue 17, mentions): connections to link and new people
// to add. Offered, never applied: the writer decides. Pure, so it is tested without a browser.

export interface NamedConnection {
  id: string;
  name: string;
  type: string;
}

export type MentionSuggestion = { kind: 'link'; connection: NamedConnection } | { kind: 'add'; name: string };

/** The longest name (in words) matched whole; longer ones are still found by first name. */
const MAX_NAME_WORDS = 4;
const MAX_NEW_PEOPLE = 3;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const tokensOf = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLowerCase());

// Capitalised words that are not names: sentence openers are skipped anyway, these are the rest.
const NOT_NAMES = new Set(
  (
    'I Im Ive Id Ill OK Okay Mr Mrs Ms Dr ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday ' +
    'January February March April May June July August September October November December ' +
    'Today Tomorrow Yesterday Christmas Easter God TV'
  )
    .toLowerCase()
    .split(' '),
);

/** Every run of 1..MAX_NAME_WORDS consecutive words, lower case, joined by one space. */
function phrasesOf(tokens: string[]): Set<string> {
  const phrases = new Set<string>();
  for (let i = 0; i < tokens.length; i += 1)
    for (let n = 1; n <= MAX_NAME_WORDS && i + n <= tokens.length; n += 1)
      phrases.add(tokens.slice(i, i + n).join(' '));
  return phrases;
}

/** Capitalised words (runs of them make one name) that do not open a sentence. */
function capitalisedNames(text: string): string[] {
  const found: string[] = [];
  const run = /(?<![\p{L}\p{N}])(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)*)/gu;
  for (const match of text.matchAll(run)) {
    const before = text.slice(0, match.index).trimEnd();
    let words = (match[1] as string).split(/\s+/);
    // The first word of the text or of a sentence is capitalised anyway.
    const lineStart = /(^|\n)[ \t]*$/.test(text.slice(0, match.index));
    if (lineStart || /[.!?:#>*-]$/.test(before)) words = words.slice(1);
    words = words.filter((w) => !NOT_NAMES.has(w.toLowerCase()));
    if (words.length > 0) found.push(words.join(' '));
  }
  return found;
}

/**
 * What to offer for `text`: connections named in it (whole words, any case; a person's first name
 * alone when no other connection shares it) that are not linked yet, then up to three capitalised
 * names that match no connection. `dismissed` holds ids and names the writer said no to.
 */
export function findMentions(
  text: string,
  connections: NamedConnection[],
  linkedIds: ReadonlySet<string>,
  dismissed: ReadonlySet<string> = new Set(),
): MentionSuggestion[] {
  const phrases = phrasesOf(tokensOf(text));
  const byFirstName = new Map<string, NamedConnection[]>();
  const knownWords = new Set<string>();
  for (const c of connections) {
    const words = tokensOf(c.name);
    for (const w of words) knownWords.add(w);
    if (c.type === 'person' && words.length > 1 && words[0])
      byFirstName.set(words[0], [...(byFirstName.get(words[0]) ?? []), c]);
  }
  const fullNames = new Set(connections.map((c) => tokensOf(c.name).join(' ')));
  const offered = new Set<string>();
  const suggestions: MentionSuggestion[] = [];
  const offer = (c: NamedConnection) => {
    if (offered.has(c.id) || linkedIds.has(c.id) || dismissed.has(c.id)) return;
    offered.add(c.id);
    suggestions.push({ kind: 'link', connection: c });
  };
  for (const c of connections) {
    const name = tokensOf(c.name).join(' ');
    if (name && phrases.has(name)) offer(c);
  }
  for (const [first, people] of byFirstName)
    if (people.length === 1 && !fullNames.has(first) && phrases.has(first))
      offer(people[0] as NamedConnection);

  const newNames = new Set<string>();
  for (const name of capitalisedNames(text)) {
    const words = tokensOf(name);
    if (words.some((w) => knownWords.has(w)) || dismissed.has(name) || newNames.size >= MAX_NEW_PEOPLE)
      continue;
    newNames.add(name);
  }
  for (const name of newNames) suggestions.push({ kind: 'add', name });
  return suggestions;
}
