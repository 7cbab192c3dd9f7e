import { describe, expect, it } from 'vitest';
import type { DigestPeriod, EngineEntry } from '../engine.ts';
import { localDigest } from './local-engine.ts';

const period: DigestPeriod = {
  start: new Date('2026-03-01T00:00:00Z'),
  end: new Date('2026-03-08T00:00:00Z'),
  timeZone: 'UTC',
};

let n = 0;
const entry = (fields: Partial<EngineEntry>): EngineEntry => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Entry ${n}`,
    content: '',
    occurredAt: new Date('2026-03-02T10:00:00Z'),
    starRating: null,
    tags: [],
    connections: [],
    ...fields,
  };
};

const week = [
  entry({
    title: 'Beach with Maya',
    content:
      'Maya laughed at the waves. “You only live once,” she shouted. It was the happiest day in months!',
    starRating: 5,
    connections: [{ name: 'Maya', type: 'person' }],
    tags: [
      { name: 'Joy', type: 'emotion' },
      { name: 'family', type: 'theme' },
    ],
  }),
  entry({
    title: 'Bad news',
    content:
      'The clinic called with bad news about Dad. I cried in the car for an hour. Maya came over later.',
    occurredAt: new Date('2026-03-04T18:00:00Z'),
    starRating: 1,
    tags: [
      { name: 'Sadness', type: 'emotion' },
      { name: 'family', type: 'theme' },
    ],
  }),
  entry({
    title: 'Library',
    content: 'Worked on the thesis at the City Library. Steady progress on chapter two.',
    occurredAt: new Date('2026-03-05T09:00:00Z'),
    connections: [{ name: 'City Library', type: 'institution' }],
  }),
];

describe('local digest', () => {
  it('describes the period: entries, days, people, themes, moments and a closing question', () => {
    const { content } = localDigest(week, period, { textAnalysis: true });
    expect(content).toContain('3 entries');
    expect(content).toContain('Monday, Mar 2');
    expect(content).toContain('Maya (2 entries)');
    expect(content).toContain('City Library');
    expect(content).toContain('family');
    expect(content).toContain('“Beach with Maya”');
    expect(content).toContain('“Bad news”');
    expect(content.trim().endsWith('?')).toBe(true);
  });

  it('quotes exact lines, speech in quotation marks first, at most five', () => {
    const { quote_highlights } = localDigest(week, period, { textAnalysis: true });
    expect(quote_highlights[0]).toBe('You only live once');
    expect(quote_highlights.length).toBeGreaterThan(1);
    expect(quote_highlights.length).toBeLessThanOrEqual(5);
    const all = week.map((e) => e.content).join('\n');
    for (const q of quote_highlights) expect(all).toContain(q);
  });

  it('gives emotion trends as fractions that sum to 1', () => {
    const { emotion_trends } = localDigest(week, period, { textAnalysis: true });
    const total = Object.values(emotion_trends).reduce<number>((s, v) => s + (v ?? 0), 0);
    expect(total).toBeCloseTo(1, 10);
    expect(emotion_trends.Joy).toBeGreaterThan(0);
    expect(emotion_trends.Sadness).toBeGreaterThan(0);
  });

  it('reads no entry text when AI is off: tags and ratings only, no quotes', () => {
    const digest = localDigest(week, period, { textAnalysis: false });
    expect(digest.quote_highlights).toEqual([]);
    expect(digest.emotion_trends).toEqual({ Joy: 0.5, Sadness: 0.5 });
    expect(digest.content).not.toContain('Words that kept coming back');
  });

  it('says kindly that an empty period is empty', () => {
    const digest = localDigest([], period, { textAnalysis: true });
    expect(digest.content).toContain('There are no entries between Mar 1, 2026 and Mar 8, 2026');
    expect(digest.emotion_trends).toEqual({});
    expect(digest.quote_highlights).toEqual([]);
  });
});
