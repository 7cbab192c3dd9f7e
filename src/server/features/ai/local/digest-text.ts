import { percent } from '../../../../shared/percent.ts';
import { reportedEmotions } from '../../../../shared/reported-emotions.ts';
import type { EmotionScores } from '../../../../shared/schemas/ai.ts';
import type { DigestClaim } from '../../../../shared/schemas/digests.ts';
import type { DigestPeriod } from '../engine.ts';
import type { DigestFacts, EntryReading, Moment } from './digest-facts.ts';
import {
  closingQuestion,
  emotionChange,
  leading,
  listOf,
  peopleChange,
  plural,
  type Span,
  spanOf,
  threadClaim,
} from './digest-story.ts';
import type { Thread } from './threads.ts';

export { listOf };

export function periodLabel(period: DigestPeriod): string {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: period.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${fmt.format(period.start)} and ${fmt.format(period.end)}`;
}

/** How many threads each span tells: a week is about moments, a year about its themes. */
export const threadsPerSpan: Record<Span, number> = { week: 2, month: 3, quarter: 4, year: 5 };

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function connectionsClaim(facts: DigestFacts): DigestClaim | null {
  const named = (list: DigestFacts['connections']['person']) =>
    listOf(list.map((c) => `${c.name} (${plural(c.entries, 'entry', 'entries')})`));
  const { person, idea, institution } = facts.connections;
  const parts = [
    person.length ? `the people who mattered most were ${named(person)}` : '',
    idea.length ? `the ideas on your mind were ${named(idea)}` : '',
    institution.length ? `the places and institutions in the picture were ${named(institution)}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const cited = [...person, ...idea, ...institution].flatMap((c) => c.ids);
  return { text: `${capital(listOf(parts))}.`, entry_ids: [...new Set(cited)] };
}

/**
 * The period's feelings in the words of the Emotion Trends chart: the same list (reportedEmotions,
 * shared with the chart) and the same percentages (one `percent` for both).
 */
export function feelingClaim(trends: EmotionScores, readings: EntryReading[]): DigestClaim | null {
  const [first, second] = reportedEmotions(trends);
  if (!first) return null;
  const text =
    first[0] === 'Neutral'
      ? `Most of what you wrote was even and matter-of-fact: Neutral (${percent(first[1])}).`
      : `The feeling that led the period was ${first[0]} (${percent(first[1])})${
          second ? `, then ${second[0]} (${percent(second[1])})` : ''
        }.`;
  const strongest = readings
    .filter((r) => (r.emotions?.[first[0]] ?? 0) > 0)
    .sort((a, b) => (b.emotions?.[first[0]] ?? 0) - (a.emotions?.[first[0]] ?? 0))
    .slice(0, 3);
  return { text, entry_ids: strongest.map((r) => r.analysis.entry.id) };
}

function momentClaim(moment: Moment | null, kind: 'high' | 'low'): DigestClaim | null {
  if (!moment) return null;
  const name = kind === 'high' ? 'A high point' : 'A harder moment';
  const why = moment.why ? `: “${moment.why}”` : '.';
  return { text: `${name} was “${moment.title}” on ${moment.day}${why}`, entry_ids: [moment.id] };
}

function openingClaim(facts: DigestFacts, period: DigestPeriod, span: Span): DigestClaim {
  const days =
    facts.days.length <= 7
      ? `on ${listOf(facts.days)}`
      : `on ${plural(facts.days.length, 'day')}${facts.busiestWeekday ? `, most often on a ${facts.busiestWeekday}` : ''}`;
  const themes = facts.themes.length ? ` Recurring themes: ${listOf(facts.themes)}.` : '';
  const intro = span === 'week' ? 'This week' : `Between ${periodLabel(period)}`;
  return {
    text: `${intro} you wrote ${plural(facts.count, 'entry', 'entries')} ${days}.${themes}`,
    entry_ids: [],
  };
}

/**
 * The claims of a digest, ordered for its span: a week leads with its moments, a month or a
 * quarter with its threads, a year with its threads and how things changed. Facts follow.
 */
export function writeClaims(facts: DigestFacts, threads: Thread[], period: DigestPeriod): DigestClaim[] {
  if (facts.count === 0)
    return [
      `There are no entries between ${periodLabel(period)}, so there is nothing to look back on yet, and that is perfectly fine.`,
      'When you feel ready, a few lines about a single moment are enough to begin.',
      'What is one small thing from these days that you would like to remember?',
    ].map((text) => ({ text, entry_ids: [] }));
  const span = spanOf(period);
  const byId = new Map(facts.readings.map((r) => [r.analysis.entry.id, r]));
  const told = threads.map((t) => threadClaim(t, byId, facts.dayOf));
  const moments = [momentClaim(facts.brightest, 'high'), momentClaim(facts.hardest, 'low')];
  const changes = [emotionChange(facts, period), peopleChange(facts, period)];
  const opening = openingClaim(facts, period, span);
  const feeling = feelingClaim(facts.trends, facts.readings);
  const question = closingQuestion(threads, byId, leading(facts.trends));
  const ordered =
    span === 'week'
      ? [opening, ...moments, ...told, connectionsClaim(facts), feeling]
      : span === 'year'
        ? [...told, ...changes, feeling, ...moments, opening, connectionsClaim(facts)]
        : [opening, ...told, ...moments, ...changes, connectionsClaim(facts), feeling];
  return [...ordered, question].filter((c): c is DigestClaim => c !== null);
}
