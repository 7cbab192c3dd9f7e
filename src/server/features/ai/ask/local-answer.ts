import { percent } from '../../../../shared/percent.ts';
import { reportedEmotions } from '../../../../shared/reported-emotions.ts';
import type { EmotionName } from '../../../../shared/schemas/ai.ts';
import { normalise } from '../local/emotions.ts';
import { analyzeEntry } from '../local/entry-analysis.ts';
import type { Sentence } from '../local/nlp.ts';
import type { AskInput, AskResult, FoundEntry } from './types.ts';

let dayFormat: Intl.DateTimeFormat | undefined;
/** 'Mar 4, 2026'. The formatter is made at the first answer: Intl's first use costs a start about 20 ms. */
const dayLabel = (at: Date) => {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(at);
};

const asEngineEntry = (e: FoundEntry) => ({
  id: e.id,
  title: e.title,
  content: e.content,
  occurredAt: e.occurredAt,
  starRating: null,
  tags: [],
  connections: [],
});

/** The entry's sentence that holds most of the question's words (lemmas count: "tell" finds "told"). */
function bestLine(entry: FoundEntry, words: Set<string>): string | null {
  let best: { text: string; hits: number } | null = null;
  const sentences: Sentence[] = analyzeEntry(asEngineEntry(entry)).sentences.map((s) => s.sentence);
  for (const s of sentences) {
    const hits = s.tokens.filter((t) => words.has(t.normal) || words.has(t.lemma)).length;
    if (!best || hits > best.hits) best = { text: s.text, hits };
  }
  return best?.text ?? null;
}

const notFound = (input: AskInput): AskResult => ({
  answer: `I could not find anything about that in your journal${input.understood.range ? ` ${input.understood.range.label}` : ''}.`,
  citations: [],
});

/** "When did I last see Jordan?": the newest entry that names them, or the best few with their dates. */
function whenAnswer(input: AskInput, words: Set<string>): AskResult {
  const named = input.found.filter((e) => e.namesMatched > 0);
  const pool = (named.length ? named : input.found).toSorted(
    (a, b) => b.occurredAt.getTime() - a.occurredAt.getTime(),
  );
  const picked = input.understood.latest ? pool.slice(0, 1) : pool.slice(0, 3);
  const about = input.understood.names.length ? input.understood.names.join(' and ') : 'it';
  const cited = picked.map((e) => ({ id: e.id, quote: bestLine(e, words) }));
  const first = picked[0] as FoundEntry;
  const lead = input.understood.latest
    ? `You last wrote about ${about} on ${dayLabel(first.occurredAt)}, in “${first.title}”`
    : `You wrote about ${about} on ${picked.map((e) => dayLabel(e.occurredAt)).join(', ')}`;
  const quote = cited[0]?.quote ? `: “${cited[0].quote}”` : '.';
  return { answer: `${lead}${quote}`, citations: cited };
}

/** "How was I feeling in March?": the emotions of the entries found, as a digest's chart would list them. */
function feelingAnswer(input: AskInput): AskResult {
  const analyses = input.found.map((e) => analyzeEntry(asEngineEntry(e)));
  const totals: Partial<Record<EmotionName, number>> = {};
  for (const a of analyses)
    for (const [name, value] of Object.entries(a.emotions))
      totals[name as EmotionName] = (totals[name as EmotionName] ?? 0) + (value ?? 0);
  const [first, second] = reportedEmotions(normalise(totals));
  const when = input.understood.range?.label ?? 'in these entries';
  const count = `${input.found.length} ${input.found.length === 1 ? 'entry' : 'entries'}`;
  const feeling = first
    ? `, mostly with ${first[0]} (${percent(first[1])})${second ? `, then ${second[0]} (${percent(second[1])})` : ''}`
    : '';
  // The most charged line of each of the strongest entries says how it felt in the writer's words.
  const lines = analyses
    .map((a) => {
      const top = a.sentences
        .map((s) => ({
          text: s.sentence.text,
          weight: Object.entries(s.raw).reduce((w, [e, v]) => (e === 'Neutral' ? w : w + v), 0),
        }))
        .sort((x, y) => y.weight - x.weight)[0];
      return { id: a.entry.id, quote: top && top.weight > 0 ? top.text : null, weight: top?.weight ?? 0 };
    })
    .sort((x, y) => y.weight - x.weight);
  const quoted = lines
    .filter((l) => l.quote)
    .slice(0, 2)
    .map((l) => `“${l.quote}”`);
  const answer = `${when.charAt(0).toUpperCase()}${when.slice(1)} you wrote ${count}${feeling}.${quoted.length ? ` ${quoted.join(' ')}` : ''}`;
  return { answer, citations: lines.slice(0, 8).map(({ id, quote }) => ({ id, quote })) };
}

/** "What did Grandma tell me about Naples?": the lines of the best entries that hold the question's words. */
function whatAnswer(input: AskInput, words: Set<string>): AskResult {
  const picked = input.found.slice(0, 3);
  const cited = picked.map((e) => ({ id: e.id, quote: bestLine(e, words) }));
  const [first, ...rest] = picked;
  if (!first) return notFound(input);
  const lead = `In “${first.title}” (${dayLabel(first.occurredAt)}) you wrote: “${cited[0]?.quote ?? first.title}”`;
  const more = rest.length
    ? ` You also wrote about it in ${rest.map((e) => `“${e.title}” (${dayLabel(e.occurredAt)})`).join(' and ')}.`
    : '';
  return { answer: `${lead}${more}`, citations: cited };
}

/** The offline answer: built from the found entries' own lines, quoting and citing them. */
export function localAnswer(input: AskInput): AskResult {
  if (input.found.length === 0) return notFound(input);
  const words = new Set([...input.understood.keywords, ...input.understood.cues]);
  if (input.understood.intent === 'feeling') return feelingAnswer(input);
  if (input.understood.intent === 'when') return whenAnswer(input, words);
  return whatAnswer(input, words);
}
