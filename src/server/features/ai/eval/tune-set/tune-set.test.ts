import { describe, expect, it } from 'vitest';
import { emotionNames } from '../../../../../shared/schemas/ai.ts';
import { countByEmotion, normalise, repeatedPassages } from '../../../../test/eval-sets.ts';
import { journalSet } from '../journal-set/index.ts';
import { evaluationPassages } from '../passages.ts';
import { tuneSet } from './index.ts';

describe('tune set', () => {
  it('holds at least 270 passages, each labelled with one of the nine emotions', () => {
    expect(tuneSet.length).toBeGreaterThanOrEqual(270);
    expect(tuneSet.filter(([emotion]) => !emotionNames.includes(emotion))).toEqual([]);
  });

  it('has at least 30 passages for every emotion', () => {
    const counts = countByEmotion(tuneSet);
    for (const emotion of emotionNames) expect(counts.get(emotion) ?? 0, emotion).toBeGreaterThanOrEqual(30);
  });

  it('never repeats a passage, even under another label', () => {
    expect(repeatedPassages(tuneSet)).toEqual([]);
  });

  // Only a count is compared, so a clash never prints an evaluation passage (they are not to be read).
  it('shares no passage with the journal set or the team set, which measure the engine', () => {
    const measured = new Set([...journalSet, ...evaluationPassages].map(([, text]) => normalise(text)));
    expect(tuneSet.filter(([, text]) => measured.has(normalise(text))).length).toBe(0);
  });

  it('keeps every passage trimmed and non-empty', () => {
    expect(tuneSet.filter(([, text]) => text.length === 0 || text !== text.trim())).toEqual([]);
  });
});
