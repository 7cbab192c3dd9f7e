import { type EmotionName, type EmotionScores, emotionNames } from '../../../../shared/schemas/ai.ts';
import type { DigestPeriod, EngineEntry } from '../engine.ts';
import type { DigestEntry } from './digest-analysis.ts';
import { normalise } from './emotions.ts';
import { balance } from './polarity.ts';

type ConnectionType = EngineEntry['connections'][number]['type'];

export interface Moment {
  id: string;
  title: string;
  day: string;
  /** The entry's own sentence that carries the moment, when its text may be read. */
  why: string | null;
}

/** One entry as the digest reads it: its emotions (tags and, when allowed, text) and how it felt overall. */
export interface EntryReading {
  analysis: DigestEntry;
  emotions: EmotionScores | null;
  /** Above 0 pleasant, below 0 hard; null when there is nothing to go on. */
  valence: number | null;
}

/** What the period held, before it is put into words. */
export interface DigestFacts {
  count: number;
  /** Distinct local days with entries, oldest first, as 'Monday, May 4'. */
  days: string[];
  busiestWeekday: string | null;
  connections: Record<ConnectionType, { name: string; entries: number; ids: string[] }[]>;
  themes: string[];
  brightest: Moment | null;
  hardest: Moment | null;
  trends: EmotionScores;
  readings: EntryReading[];
  /** Short day label of a date in the reader's zone ('May 4'). */
  dayOf: (date: Date) => string;
}

const TOP = 3;

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
  const short = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' });
  return {
    key: (d: Date) => key.format(d),
    label: (d: Date) => label.format(d),
    weekday: (d: Date) => weekday.format(d),
    short: (d: Date) => short.format(d),
  };
}

const countBy = <T>(items: T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

/** Matches a name as a whole word, in any case. */
const nameMatcher = (name: string) =>
  new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');

/** The people, ideas and institutions of the period, by entries that link or name them. */
function topConnections(entries: EngineEntry[]): DigestFacts['connections'] {
  const known = new Map<string, ConnectionType>();
  for (const e of entries) for (const c of e.connections) known.set(c.name, c.type);
  const result: DigestFacts['connections'] = { person: [], idea: [], institution: [] };
  // Each entry's text is read once per name: joined once, not once per name (a year has thousands of entries).
  const texts = entries.map((e) => `${e.title}\n${e.content}`);
  for (const [name, type] of known) {
    const named = nameMatcher(name);
    const ids = entries
      .filter((e, i) => e.connections.some((c) => c.name === name) || named.test(texts[i] as string))
      .map((e) => e.id);
    result[type].push({ name, entries: ids.length, ids });
  }
  for (const type of Object.keys(result) as ConnectionType[])
    result[type] = result[type]
      .sort((a, b) => b.entries - a.entries || a.name.localeCompare(b.name))
      .slice(0, TOP);
  return result;
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
export function entryEmotions(a: DigestEntry, textAnalysis: boolean): EmotionScores | null {
  const tagged = tagEmotions(a.entry);
  const parts = [tagged, textAnalysis ? a.stored.emotions : null].filter(
    (p): p is EmotionScores => p !== null,
  );
  if (parts.length === 0) return null;
  return Object.fromEntries(
    emotionNames.map((e) => [e, parts.reduce((s, p) => s + (p[e] ?? 0), 0) / parts.length]),
  );
}

/** How pleasant an entry felt: its emotions' balance and its star rating (3 stars is neither). */
function valenceOf(emotions: EmotionScores | null, stars: number | null): number | null {
  if (!emotions && stars === null) return null;
  const raw = Object.fromEntries(emotionNames.map((e) => [e, emotions?.[e] ?? 0])) as Parameters<
    typeof balance
  >[0];
  return balance(raw) + (stars === null ? 0 : (stars - 3) * 0.25);
}

/** The entry's sentence that leans most the way the moment does (most pleasant, or hardest). */
function whyOf(a: DigestEntry, sign: 1 | -1): string | null {
  let best: { text: string; lean: number } | null = null;
  for (const s of a.full().sentences) {
    const lean = sign * (balance(s.raw) + s.sentence.sentiment);
    if (lean > 0 && s.sentence.text.length <= 200 && (!best || lean > best.lean))
      best = { text: s.sentence.text, lean };
  }
  return best?.text ?? null;
}

/** Gathers the period's facts; without text analysis only dates, tags, links and ratings are read. */
export function gatherFacts(
  analyses: DigestEntry[],
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

  const totals: Partial<Record<EmotionName, number>> = {};
  const readings: EntryReading[] = analyses.map((a) => {
    const emotions = entryEmotions(a, textAnalysis);
    for (const e of emotionNames) totals[e] = (totals[e] ?? 0) + (emotions?.[e] ?? 0);
    return { analysis: a, emotions, valence: valenceOf(emotions, a.entry.starRating) };
  });
  const extreme = (sign: 1 | -1): Moment | null => {
    let best: EntryReading | null = null;
    for (const r of readings)
      if (
        r.valence !== null &&
        sign * r.valence > 0 &&
        (!best || sign * r.valence > sign * (best.valence ?? 0))
      )
        best = r;
    if (!best) return null;
    const { entry } = best.analysis;
    return {
      id: entry.id,
      title: entry.title,
      day: fmt.label(entry.occurredAt),
      why: textAnalysis ? whyOf(best.analysis, sign) : null,
    };
  };
  const hasTrends = emotionNames.some((e) => (totals[e] ?? 0) > 0);

  return {
    count: entries.length,
    days: [...byDay.values()].map(fmt.label),
    // A weekday is worth naming only when it clearly leads.
    busiestWeekday:
      weekdays[0] && weekdays[0][1] > 1 && weekdays[0][1] > (weekdays[1]?.[1] ?? 0) ? weekdays[0][0] : null,
    connections,
    themes,
    brightest: extreme(1),
    hardest: extreme(-1),
    trends: hasTrends ? normalise(totals) : {},
    readings,
    dayOf: fmt.short,
  };
}
