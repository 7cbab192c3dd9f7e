import { reportedEmotions } from '../../../shared/reported-emotions.ts';
import type { EmotionName, EmotionScores } from '../../../shared/schemas/ai.ts';
import type { DigestPeriod } from '../engine.ts';
import type { DigestFacts } from './digest-facts.ts';

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function periodLabel(period: DigestPeriod): string {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: period.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${fmt.format(period.start)} and ${fmt.format(period.end)}`;
}

/** A question to sit with, chosen by the feeling that led the period. */
const questions: Record<EmotionName, string> = {
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

function connectionsLine(facts: DigestFacts): string | null {
  const named = (list: { name: string; entries: number }[]) =>
    listOf(list.map((c) => `${c.name} (${plural(c.entries, 'entry', 'entries')})`));
  const parts = [
    facts.connections.person.length
      ? `the people who mattered most were ${named(facts.connections.person)}`
      : '',
    facts.connections.idea.length ? `the ideas on your mind were ${named(facts.connections.idea)}` : '',
    facts.connections.institution.length
      ? `the places and institutions in the picture were ${named(facts.connections.institution)}`
      : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  const text = listOf(parts);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function feelingLine(trends: EmotionScores): string | null {
  const ranked = reportedEmotions(trends);
  const [first, second] = ranked;
  if (!first) return null;
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const lead = `Overall the period felt mostly like ${first[0].toLowerCase()} (${pct(first[1])})`;
  return second && second[1] >= 0.1
    ? `${lead}, with ${second[0].toLowerCase()} next (${pct(second[1])}).`
    : `${lead}.`;
}

/** The reflective text of a digest: the period's facts in a few short paragraphs and a closing question. */
export function writeDigest(facts: DigestFacts, period: DigestPeriod): string {
  const between = periodLabel(period);
  if (facts.count === 0)
    return [
      `There are no entries between ${between}, so there is nothing to look back on yet, and that is perfectly fine.`,
      'When you feel ready, a few lines about a single moment are enough to begin.',
      'What is one small thing from these days that you would like to remember?',
    ].join('\n\n');

  const days =
    facts.days.length <= 7
      ? `on ${listOf(facts.days)}`
      : `on ${plural(facts.days.length, 'day')}${facts.busiestWeekday ? `, most often on a ${facts.busiestWeekday}` : ''}`;
  const opening = `Between ${between} you wrote ${plural(facts.count, 'entry', 'entries')} ${days}.`;
  const themes = [
    facts.themes.length ? `Recurring themes: ${listOf(facts.themes)}.` : '',
    facts.terms.length ? `Words that kept coming back: ${listOf(facts.terms)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const moments = [
    facts.brightest ? `A bright moment was “${facts.brightest.title}” on ${facts.brightest.day}.` : '',
    facts.hardest ? `A harder one was “${facts.hardest.title}” on ${facts.hardest.day}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const paragraphs = [opening, connectionsLine(facts), themes, moments, feelingLine(facts.trends)];
  paragraphs.push(questions[reportedEmotions(facts.trends)[0]?.[0] ?? 'Neutral']);
  return paragraphs.filter((p): p is string => Boolean(p)).join('\n\n');
}
