import { describe, expect, it } from 'vitest';
import { journalSetTune } from '../eval/journal-set/index.ts';
import { tuneSet } from '../eval/tune-set/index.ts';
import { contextCounts, contextPassages } from '../lexicon/context-counts.ts';
import { CONTEXT_WEIGHT, contextPrior, countContext, liftsFrom } from './context-prior.ts';
import { analyzeEmotions, dominant } from './emotions.ts';
import { readText } from './nlp.ts';

describe('context prior', () => {
  // The stored table must be exactly what the tune passages give: a table counted from anything
  // else (an edited file, a test passage) would tune the engine on what measures it.
  it('is counted from the tune passages only, and is up to date with them', () => {
    const { passages, counts } = countContext([...journalSetTune, ...tuneSet]);
    expect(passages).toEqual(contextPassages);
    // Compared as a flag, so a stale table never prints the table's words.
    expect(counts === contextCounts, 'run npx tsx bench/emotion-priors.ts').toBe(true);
  });

  it('leans a line with no feeling words by its situation', () => {
    expect(dominant(analyzeEmotions('Flying to Rome on Friday!!'))).toBe('Anticipation');
    expect(dominant(analyzeEmotions('The boiler broke again. Third time this winter.'))).toBe('Anger');
    expect(dominant(analyzeEmotions('Dentist at 9, then groceries. Sent the invoice.'))).toBe('Neutral');
  });

  it('adds to one emotion only, and nothing for words it has never counted', () => {
    const prior = contextPrior(readText('Flying to Rome on Friday!!'));
    expect(Object.values(prior).filter((v) => v > 0)).toHaveLength(1);
    expect(Object.values(contextPrior(readText('zzyzx qwertyuiop')))).toEqual(Array(9).fill(0));
  });

  it('reads a word once however often it is written, and never a name of an object built-in', () => {
    const lifts = liftsFrom(contextPassages, 'again 0 2 6 0 0 0 0 0 0');
    const once = contextPrior(readText('again.'), lifts);
    expect(contextPrior(readText('again, again and again.'), lifts)).toEqual(once);
    expect(once.Anger).toBeGreaterThan(0);
    expect(once.Anger).toBeLessThan(2 * CONTEXT_WEIGHT * 3);
    expect(Object.values(contextPrior(readText('constructor __proto__ toString'), lifts))).toEqual(
      Array(9).fill(0),
    );
  });
});
