import { type EmotionName, type EmotionScores, emotionNames } from '../../../shared/schemas/ai.ts';
import type { DigestPeriod, EngineEntry } from '../engine.ts';
import { normalise } from './emotions.ts';
import type { EntryAnalysis } from './entry-analysis.ts';

type ConnectionType = EngineEntry['connections'][number]['type'];

export interface Moment {
  title: string;
  day: string;
}

/** What the period held, before it is put into words. */
export interface DigestFacts {
  count: number;
  /** Distinct local days with entries, oldest first, as 'Monday, May 4'. */
  days: string[];
  busiestWeekday: string | null;
  connections: Record<ConnectionType, { name: string; entries: number }[]>;
  themes: string[];
  terms: string[];
  brightest: Moment | null;
  hardest: Moment | null;
  trends: EmotionScores;
}

const TOP = 3;
// Words that fill any diary and say nothing about this one.
const filler = new Set(
  'day time today tonight yesterday tomorrow thing things week weekend morning evening afternoon night lot way bit kind sort something anything everything nothing people year month hour minute moment'.split(
    ' ',
  ),
);

function dayFormat(timeZone: string) {
  const key = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' });
  return {
    key: (d: Date) => key.format(d),
    label: (d: Date) => label.format(d),
    weekday: (d: Date) => weekday.format(d),
  };
}

const countBy = <T>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text);

/** The people, ideas and institutions of the period, by entries that link or name them. */
function topConnections(entries: EngineEntry[]): DigestFacts['connections'] {
  const known = new Map<string, ConnectionType>();
  for (const e of entries) for (const c of e.connections) known.set(c.name, c.type);
  const result: DigestFacts['connections'] = { person: [], idea: [], institution: [] };
  for (const [name, type] of known) {
    const count = entries.filter(
      (e) => e.connections.some((c) => c.name === name) || mentions(`${e.title}\n${e.content}`, name),
    ).length;
    result[type].push({ name, entries: count });
  }
  for (const type of Object.keys(result) as ConnectionType[])
    result[type] = result[type]
      .sort((a, b) => b.entries - a.entries || a.name.localeCompare(b.name))
      .slice(0, TOP);
  return result;
}

/** Nouns that recur across entries, leaving out names, tags and filler. */
function salientTerms(analyses: EntryAnalysis[], exclude: Set<string>): string[] {
  const perEntry = analyses.map(
    (a) =>
      new Set(
        a.sentences.flatMap(({ sentence }) =>
          sentence.tokens
            .filter((t) => t.kind === 'word' && t.pos === 'NOUN' && !t.stop && t.lemma.length > 2)
            .map((t) => t.lemma)
            .filter((l) => /^\p{L}+$/u.test(l) && !filler.has(l) && !exclude.has(l)),
        ),
      ),
  );
  const minEntries = analyses.length > 1 ? 2 : 1;
  return countBy(perEntry.flatMap((s) => [...s]))
    .filter(([, n]) => n >= minEntries)
    .slice(0, 5)
    .map(([term]) => term);
}

function tagEmotions(entry: EngineEntry): EmotionScores | null {
  const names = entry.tags
    .filter((t) => t.type === 'emotion')
    .map((t) => emotionNames.find((e) => e.toLowerCase() === t.name.toLowerCase()))
    .filter((e): e is EmotionName => e !== undefined);
  if (names.length === 0) return null;
  return Object.fromEntries(names.map((e) => [e, 1 / names.length]));
}

/** An entry's emotions: its emotion tags and, when allowed, its text, weighted equally. */
function entryEmotions(a: EntryAnalysis, textAnalysis: boolean): EmotionScores | null {
  const tagged = tagEmotions(a.entry);
  const parts = [tagged, textAnalysis ? a.emotions : null].filter((p): p is EmotionScores => p !== null);
  if (parts.length === 0) return null;
  return Object.fromEntries(
    emotionNames.map((e) => [e, parts.reduce((s, p) => s + (p[e] ?? 0), 0) / parts.length]),
  );
}

const valence = (s: EmotionScores, stars: number | null) =>
  (s.Joy ?? 0) +
  (s.Trust ?? 0) +
  0.5 * (s.Anticipation ?? 0) -
  (s.Sadness ?? 0) -
  (s.Anger ?? 0) -
  (s.Fear ?? 0) -
  (s.Disgust ?? 0) +
  (stars === null ? 0 : (stars - 3) * 0.25);

/** Gathers the period's facts; without text analysis only dates, tags, links and ratings are read. */
export function gatherFacts(
  analyses: EntryAnalysis[],
  period: DigestPeriod,
  textAnalysis: boolean,
): DigestFacts {
  const entries = analyses.map((a) => a.entry);
  const fmt = dayFormat(period.timeZone);
  const byDay = new Map<string, Date>();
  for (const e of [...entries].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()))
    if (!byDay.has(fmt.key(e.occurredAt))) byDay.set(fmt.key(e.occurredAt), e.occurredAt);
  const weekdays = countBy(entries.map((e) => fmt.weekday(e.occurredAt)));

  const connections = topConnections(entries);
  const themes = countBy(
    entries.flatMap((e) => e.tags.filter((t) => t.type !== 'emotion').map((t) => t.name)),
  )
    .slice(0, TOP)
    .map(([name]) => name);
  const exclude = new Set(
    entries
      .flatMap((e) => [...e.tags.map((t) => t.name), ...e.connections.map((c) => c.name)])
      .map((n) => n.toLowerCase()),
  );

  const totals: Partial<Record<EmotionName, number>> = {};
  let brightest: { score: number; moment: Moment } | null = null;
  let hardest: { score: number; moment: Moment } | null = null;
  for (const a of analyses) {
    const emotions = entryEmotions(a, textAnalysis);
    for (const e of emotionNames) totals[e] = (totals[e] ?? 0) + (emotions?.[e] ?? 0);
    if (!emotions && a.entry.starRating === null) continue;
    const score = valence(emotions ?? {}, a.entry.starRating);
    const moment = { title: a.entry.title, day: fmt.label(a.entry.occurredAt) };
    if (score > 0 && (!brightest || score > brightest.score)) brightest = { score, moment };
    if (score < 0 && (!hardest || score < hardest.score)) hardest = { score, moment };
  }
  const hasTrends = emotionNames.some((e) => (totals[e] ?? 0) > 0);

  return {
    count: entries.length,
    days: [...byDay.values()].map(fmt.label),
    // A weekday is worth naming only when it clearly leads.
    busiestWeekday:
      weekdays[0] && weekdays[0][1] > 1 && weekdays[0][1] > (weekdays[1]?.[1] ?? 0) ? weekdays[0][0] : null,
    connections,
    themes,
    terms: textAnalysis ? salientTerms(analyses, exclude) : [],
    brightest: brightest?.moment ?? null,
    hardest: hardest?.moment ?? null,
    trends: hasTrends ? normalise(totals) : {},
  };
}
