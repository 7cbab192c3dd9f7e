import { percent } from '../../../../shared/percent.ts';
import { type EmotionName, type EmotionScores, emotionNames } from '../../../../shared/schemas/ai.ts';
import type { DigestClaim } from '../../../../shared/schemas/digests.ts';
import type { DigestPeriod } from '../engine.ts';
import type { DigestFacts, EntryReading } from './digest-facts.ts';
import { keySentences, type Thread } from './threads.ts';

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** How an emotion reads in "first with worry and lately with pride". */
export const feelingNoun: Record<EmotionName, string> = {
  Joy: 'joy',
  Sadness: 'sadness',
  Anger: 'frustration',
  Fear: 'worry',
  Surprise: 'surprise',
  Trust: 'confidence',
  Anticipation: 'anticipation',
  Disgust: 'distaste',
  Neutral: 'calm',
};

/** The strongest felt emotion of some scores; Neutral only when nothing else is there. */
export function leading(scores: EmotionScores | null | undefined): EmotionName | null {
  if (!scores) return null;
  let best: EmotionName | null = null;
  for (const e of emotionNames)
    if (e !== 'Neutral' && (scores[e] ?? 0) > 0 && (!best || (scores[e] ?? 0) > (scores[best] ?? 0)))
      best = e;
  return best ?? ((scores.Neutral ?? 0) > 0 ? 'Neutral' : null);
}

/** The span a digest covers, by its length: each reads differently. */
export type Span = 'week' | 'month' | 'quarter' | 'year';

export function spanOf(period: DigestPeriod): Span {
  const days = (period.end.getTime() - period.start.getTime()) / 86_400_000;
  return days <= 10 ? 'week' : days <= 40 ? 'month' : days <= 120 ? 'quarter' : 'year';
}

const ids = (readings: { analysis: { entry: { id: string } } }[]) => readings.map((r) => r.analysis.entry.id);

/** How a thread's feeling moved, from its first entries to its last. */
function trajectory(
  thread: Thread,
  readings: Map<string, EntryReading>,
): { from: EmotionName; to: EmotionName } | null {
  const feel = (i: number) => leading(readings.get(thread.entries[i]?.entry.id ?? '')?.emotions);
  const from = feel(0);
  const to = feel(thread.entries.length - 1);
  if (!from || !to) return null;
  return { from, to };
}

/** One thread told in a sentence or two: its names, how it began and where it stands, in the writer's words, and how it felt. */
export function threadClaim(
  thread: Thread,
  readings: Map<string, EntryReading>,
  dayOf: (d: Date) => string,
): DigestClaim {
  const name = listOf([thread.label, ...thread.companions]);
  const { first, latest } = keySentences(thread);
  const start = thread.entries[0]?.entry.occurredAt as Date;
  const end = thread.entries.at(-1)?.entry.occurredAt as Date;
  const when =
    dayOf(start) === dayOf(end) ? ` on ${dayOf(start)}` : ` between ${dayOf(start)} and ${dayOf(end)}`;
  const moved = trajectory(thread, readings);
  const feeling = !moved
    ? ''
    : moved.from === moved.to
      ? `, mostly with ${feelingNoun[moved.from]}`
      : `, first with ${feelingNoun[moved.from]} and lately with ${feelingNoun[moved.to]}`;
  const count = `${times(thread.entries.length)}${when}${feeling}`;
  const since = latest ? ` Most recently: “${latest}”` : '';
  const text = first
    ? `${name}: “${first}” You wrote about it ${count}.${since}`
    : `${capital(name)} came up ${count}.`;
  return { text, entry_ids: thread.entries.map((a) => a.entry.id) };
}

/** Emotions that rose or fell between the first and the second half of the period. */
export function emotionChange(facts: DigestFacts, period: DigestPeriod): DigestClaim | null {
  const middle = (period.start.getTime() + period.end.getTime()) / 2;
  const halves = [
    facts.readings.filter((r) => r.analysis.entry.occurredAt.getTime() < middle),
    facts.readings.filter((r) => r.analysis.entry.occurredAt.getTime() >= middle),
  ] as const;
  if (halves[0].length < 2 || halves[1].length < 2) return null;
  const share = (half: EntryReading[], e: EmotionName) => {
    const felt = half.filter((r) => r.emotions);
    return felt.length ? felt.reduce((s, r) => s + (r.emotions?.[e] ?? 0), 0) / felt.length : 0;
  };
  const deltas = emotionNames
    .filter((e) => e !== 'Neutral')
    .map((e) => ({ e, before: share(halves[0], e), after: share(halves[1], e) }))
    .map((d) => ({ ...d, delta: d.after - d.before }));
  const rise = deltas.filter((d) => d.delta >= 0.08).sort((a, b) => b.delta - a.delta)[0];
  const fall = deltas.filter((d) => d.delta <= -0.08).sort((a, b) => a.delta - b.delta)[0];
  if (!rise && !fall) return null;
  const phrase = (d: { e: EmotionName; before: number; after: number }, verb: string) =>
    `${feelingNoun[d.e]} ${verb} from ${percent(d.before)} of the first half to ${percent(d.after)} of the second`;
  const parts = [rise ? phrase(rise, 'rose') : '', fall ? phrase(fall, 'fell') : ''].filter(Boolean);
  const text = `Over the period ${listOf(parts)}.`;
  // The entries that carry the change: the later ones where the rising feeling leads, the earlier where the falling one did.
  const carriers = [
    ...(rise ? halves[1].filter((r) => leading(r.emotions) === rise.e) : []),
    ...(fall ? halves[0].filter((r) => leading(r.emotions) === fall.e) : []),
  ];
  return { text: capital(text), entry_ids: ids(carriers).slice(0, 6) };
}

/** People who came into the period's second half, or were not written about after its first. */
export function peopleChange(facts: DigestFacts, period: DigestPeriod): DigestClaim | null {
  const middle = (period.start.getTime() + period.end.getTime()) / 2;
  const people = new Map<string, EntryReading[]>();
  for (const r of facts.readings)
    for (const c of r.analysis.entry.connections)
      if (c.type === 'person') people.set(c.name, [...(people.get(c.name) ?? []), r]);
  const when = (r: EntryReading) => r.analysis.entry.occurredAt.getTime();
  const appeared = [...people].filter(([, rs]) => rs.length >= 2 && rs.every((r) => when(r) >= middle));
  const faded = [...people].filter(([, rs]) => rs.length >= 2 && rs.every((r) => when(r) < middle));
  if (!appeared.length && !faded.length) return null;
  const parts = [
    appeared.length
      ? `${listOf(appeared.map(([n]) => n))} appeared only in the second half of the period`
      : '',
    faded.length ? `${listOf(faded.map(([n]) => n))}, often there early on, did not come up later` : '',
  ].filter(Boolean);
  return {
    text: `${capital(listOf(parts))}.`,
    entry_ids: ids([...appeared, ...faded].flatMap(([, rs]) => rs)),
  };
}

/** A closing question that follows from what the period held: its main thread and how it moved. */
export function closingQuestion(
  threads: Thread[],
  readings: Map<string, EntryReading>,
  lead: EmotionName | null,
): DigestClaim {
  const top = threads[0];
  if (!top) {
    const fallback: Record<EmotionName, string> = {
      Joy: 'What made these good moments possible, and how could you make a little more room for them?',
      Sadness: 'What would you say to a friend who had lived these days, and can you say it to yourself?',
      Anger: 'What mattered to you underneath the frustration, and what would protect it next time?',
      Fear: 'Which of these worries is yours to act on, and which could you set down for now?',
      Surprise: 'What did the unexpected teach you about what you assumed?',
      Trust: 'Who held you up in this period, and how might you let them know?',
      Anticipation: 'What are you looking forward to, and what is one small step towards it?',
      Disgust: 'What line was crossed for you here, and what does that say about what you value?',
      Neutral: 'If you could keep one moment from this time, which would it be, and why?',
    };
    return { text: fallback[lead ?? 'Neutral'], entry_ids: [] };
  }
  const name = top.label;
  const moved = trajectory(top, readings);
  const hard = new Set<EmotionName>(['Sadness', 'Anger', 'Fear', 'Disgust']);
  const entryIds = [top.entries[0]?.entry.id, top.entries.at(-1)?.entry.id].filter((id): id is string =>
    Boolean(id),
  );
  let text: string;
  if (moved && hard.has(moved.from) && !hard.has(moved.to) && moved.to !== 'Neutral')
    text = `What helped you move from ${feelingNoun[moved.from]} to ${feelingNoun[moved.to]} about ${name}, and could it help with something else?`;
  else if (moved && !hard.has(moved.from) && hard.has(moved.to))
    text = `${name} has come to weigh on you lately: what would make the next step with it a little lighter?`;
  else if (moved && hard.has(moved.to))
    text = `What is one thing about ${name} that is yours to act on, and one you could set down for now?`;
  else text = `You came back to ${name} ${times(top.entries.length)}: what do you hope happens next with it?`;
  return { text: capital(text), entry_ids: [...new Set(entryIds)] };
}
