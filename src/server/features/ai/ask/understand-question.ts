import * as chrono from 'chrono-node';
import { readText } from '../local/nlp.ts';

/** What a question asks for: when something happened, how the writer felt, or what was said or done. */
export type AskIntent = 'when' | 'feeling' | 'what';

export interface UnderstoodQuestion {
  intent: AskIntent;
  /** "last", "latest", "recently": the newest matching entry answers it. */
  latest: boolean;
  /** The span the question names ("in March", "last week"), or null. */
  range: { start: Date; end: Date; label: string } | null;
  /** Names as written ("Jordan", "Grandma", "Naples"). */
  names: string[];
  /** Lower-cased words to search the entries' text for (names included). */
  keywords: string[];
  /** The question's own verbs of telling and seeing ("tell", "see"): they pick the line to quote, never the entries. */
  cues: string[];
}

const cueWords = new Set(['tell', 'say', 'see', 'meet', 'write', 'feel', 'happen', 'think']);

// Words that say what kind of question it is, not what it is about.
const askingWords = new Set(
  'when what how where who why which did does do was were is are have has had last latest recently recent time times feel feeling feelings felt mood see saw seen tell told say said write wrote written happen happened remember think thought about me my i'.split(
    ' ',
  ),
);

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const DAY = 86_400_000;

/** The span of one date chrono found: its month when no day was given, its week for "week", else its day. */
function spanOf(result: chrono.ParsedResult, now: Date): { start: Date; end: Date; month: boolean } {
  const start = result.start.date();
  // "March" said in November means the March that has passed.
  if (!result.start.isCertain('year') && start > now) start.setUTCFullYear(start.getUTCFullYear() - 1);
  if (!result.start.isCertain('day')) {
    const from = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    return {
      start: from,
      end: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)),
      month: true,
    };
  }
  const day = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  const length = /week/i.test(result.text) ? 7 * DAY : DAY;
  return { start: day, end: new Date(day.getTime() + length), month: false };
}

/**
 * Reads a plain-language question: dates with chrono-node (a well-kept date parser), names and
 * words with wink-nlp. Days are UTC days.
 */
export function understandQuestion(question: string, now: Date): UnderstoodQuestion {
  const dates = chrono.parse(question, { instant: now, timezone: 'UTC' });
  let range: UnderstoodQuestion['range'] = null;
  if (dates.length > 0) {
    const spans = dates.map((d) => spanOf(d, now));
    const first = spans[0] as (typeof spans)[number];
    const last = spans.at(-1) as (typeof spans)[number];
    const label =
      spans.length === 1 && first.month
        ? `in ${monthLabel.format(first.start)}`
        : `between ${dayLabel.format(first.start)} and ${dayLabel.format(new Date(last.end.getTime() - 1))}`;
    range = { start: first.start, end: last.end, label };
  }
  const dateWords = new Set(dates.flatMap((d) => d.text.toLowerCase().split(/\s+/)));
  const names: string[] = [];
  const keywords: string[] = [];
  const cues: string[] = [];
  for (const sentence of readText(question))
    sentence.tokens.forEach((t, i) => {
      if (t.kind === 'word' && cueWords.has(t.lemma)) cues.push(t.lemma);
      if (t.kind !== 'word' || dateWords.has(t.normal) || askingWords.has(t.normal)) return;
      if (!/^\p{L}+$/u.test(t.normal) || t.normal.length < 3) return;
      const capitalised = /^\p{Lu}/u.test(t.value) && (i > 0 || t.pos === 'PROPN');
      if (capitalised) names.push(t.value);
      if (capitalised || !t.stop || ['NOUN', 'VERB', 'ADJ'].includes(t.pos)) keywords.push(t.normal);
    });
  const lower = question.toLowerCase();
  return {
    intent: /^\s*when\b/.test(lower)
      ? 'when'
      : /\b(feel|feeling|felt|mood)\b/.test(lower)
        ? 'feeling'
        : 'what',
    latest: /\b(last|latest|recently|most recent)\b/.test(lower),
    range,
    names: [...new Set(names)],
    keywords: [...new Set(keywords)],
    cues: [...new Set(cues)],
  };
}
