import { describe, expect, it } from 'vitest';
import { labelledSetTests, normalise } from '../../../../test/eval-sets.ts';
import { journalSet } from '../journal-set/index.ts';
import { evaluationPassages } from '../passages.ts';
import { tuneSet } from './index.ts';

describe('tune set', () => {
  labelledSetTests(tuneSet, 270);

  // Only a count is compared, so a clash never prints an evaluation passage (they are not to be read).
  it('shares no passage with the journal set or the team set, which measure the engine', () => {
    const measured = new Set([...journalSet, ...evaluationPassages].map(([, text]) => normalise(text)));
    expect(tuneSet.filter(([, text]) => measured.has(normalise(text))).length).toBe(0);
  });
});
