import { describe, expect, it } from 'vitest';
import { countByEmotion, labelledSetTests, normalise } from '../../../../test/eval-sets.ts';
import { evaluationPassages } from '../passages.ts';
import { isTunePosition, journalSet, journalSetTest, journalSetTune } from './index.ts';

describe('journal evaluation set', () => {
  labelledSetTests(journalSet, 300);

  it('shares no passage with the team set, so it measures something the lexicon writers never saw', () => {
    const teamTexts = new Set(evaluationPassages.map(([, text]) => normalise(text)));
    expect(journalSet.filter(([, text]) => teamTexts.has(normalise(text)))).toEqual([]);
  });

  it('keeps every passage to one to four sentences', () => {
    // A sentence ends at a run of . ! ? followed by a space or the end; an unterminated last
    // sentence ("stoked") still counts as one.
    const tooLong = journalSet.filter(([, text]) => {
      const endings = text.match(/[.!?…]+(?=\s|$)/g)?.length ?? 0;
      const unterminated = /[.!?…]$/.test(text) ? 0 : 1;
      return endings + unterminated > 4;
    });
    expect(tooLong).toEqual([]);
  });

  it('splits into tune and test with nothing lost and nothing in both', () => {
    const tuneTexts = new Set(journalSetTune.map(([, text]) => text));
    const testTexts = new Set(journalSetTest.map(([, text]) => text));
    expect([...tuneTexts].filter((text) => testTexts.has(text))).toEqual([]);
    expect(journalSetTune.length + journalSetTest.length).toBe(journalSet.length);
    expect(new Set([...tuneTexts, ...testTexts]).size).toBe(journalSet.length);
  });

  it('puts every third passage of each emotion in tune, so each emotion is a third tune, two thirds test', () => {
    const tuneCounts = countByEmotion(journalSetTune);
    const testCounts = countByEmotion(journalSetTest);
    for (const [emotion, total] of countByEmotion(journalSet)) {
      expect(tuneCounts.get(emotion), emotion).toBe(Math.floor(total / 3));
      expect(testCounts.get(emotion), emotion).toBe(total - Math.floor(total / 3));
    }
    const firstJoy = journalSet.filter(([emotion]) => emotion === 'Joy');
    expect(journalSetTune.filter(([emotion]) => emotion === 'Joy')[0]).toBe(firstJoy[2]);
    expect([0, 1, 2, 3, 4, 5].map(isTunePosition)).toEqual([false, false, true, false, false, true]);
  });
});
