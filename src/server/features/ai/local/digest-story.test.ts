import { describe, expect, it } from 'vitest';
import { percent } from '../../../../shared/percent.ts';
import { reportedEmotions } from '../../../../shared/reported-emotions.ts';
import type { EmotionName } from '../../../../shared/schemas/ai.ts';
import { idsOf, seededJournal } from '../../../test/seeded-journal.ts';
import { localDigest } from './local-engine.ts';

const now = new Date('2026-11-23T10:00:00Z');
// The digest service drops private entries before any engine sees them; so does this test.
const journal = seededJournal(now);
const visible = journal.filter((e) => !e.isPrivate);

function digestOf(days: number, textAnalysis = true) {
  const period = { start: new Date(now.getTime() - days * 86_400_000), end: now, timeZone: 'UTC' };
  return localDigest(
    visible.filter((e) => e.occurredAt >= period.start),
    period,
    { textAnalysis },
  );
}

describe('story digests (golden, on the seeded journal)', () => {
  it('a year leads with its life event, names its people and cites exactly its entries', () => {
    const year = digestOf(365);
    const [lead, second] = year.claims;
    expect(lead?.text).toMatch(/^Maya and Lisbon: “She is moving to Lisbon/);
    expect(lead?.text).toContain('4 times');
    expect(lead?.text).toContain('first with worry and lately with joy');
    expect(lead?.entry_ids).toEqual(idsOf(journal, 'maya-news', 'maya-packing', 'maya-visit', 'maya-call'));
    expect(second?.text).toMatch(/^Grandma and Naples: /);
    expect(second?.entry_ids).toEqual(
      expect.arrayContaining(idsOf(journal, 'grandma-plan', 'grandma-naples', 'grandma-second')),
    );
    const spanish = year.claims.find((c) => c.text.startsWith('spanish class'));
    expect(spanish?.entry_ids).toEqual(idsOf(journal, 'spanish-signup', 'spanish-first', 'spanish-better'));
    expect(spanish?.text).toContain('lately with joy');
  });

  it('closes with a question about this period’s own story', () => {
    const question = digestOf(365).claims.at(-1);
    expect(question?.text).toMatch(/Maya/);
    expect(question?.text.endsWith('?')).toBe(true);
    expect(question?.entry_ids).toEqual(idsOf(journal, 'maya-news', 'maya-call'));
  });

  it('a week leads with its moments, a year with its threads', () => {
    const week = digestOf(7);
    expect(week.claims[0]?.text).toMatch(/^This week you wrote 3 entries/);
    expect(week.claims[1]?.text).toMatch(/^A high point was “Planting the balcony”/);
    expect(week.claims[1]?.entry_ids).toEqual(idsOf(journal, 'garden-week'));
    expect(week.claims.find((c) => c.text.startsWith('A harder moment'))?.entry_ids).toEqual(
      idsOf(journal, 'week-tired'),
    );
    expect(digestOf(365).claims[0]?.text).not.toMatch(/^This week|^Between/);
  });

  it('cites only entries it was given, and every claim but the count rests on entries', () => {
    const given = new Set(visible.map((e) => e.id));
    for (const days of [7, 31, 92, 365]) {
      const { claims, content } = digestOf(days);
      expect(content).toBe(claims.map((c) => c.text).join('\n\n'));
      for (const claim of claims) {
        for (const id of claim.entry_ids) expect(given.has(id)).toBe(true);
        const isCount = /you wrote \d+ entr/.test(claim.text) && !claim.text.includes('“');
        if (!isCount && !claim.text.endsWith('?')) expect(claim.entry_ids.length).toBeGreaterThan(0);
      }
    }
  });

  it('says in words exactly what the Emotion Trends chart shows', () => {
    for (const days of [7, 31, 92, 365]) {
      for (const textAnalysis of [true, false]) {
        const { claims, emotion_trends } = digestOf(days, textAnalysis);
        // The chart lists reportedEmotions(trends); the text names its first with the same figure.
        const [top] = reportedEmotions(emotion_trends);
        if (!top) continue;
        const feeling = claims.find((c) => c.text.includes(`${top[0]} (${percent(top[1])})`));
        expect(feeling, `${days} days: ${JSON.stringify(emotion_trends)}`).toBeDefined();
        // No emotion in that sentence with a figure the chart does not show.
        for (const [, name, figure] of feeling?.text.matchAll(/(\p{Lu}\p{Ll}+) \((\d+(?:\.\d)?%)\)/gu) ?? [])
          expect(percent(emotion_trends[name as EmotionName] ?? -1)).toBe(figure);
      }
    }
  });
});
