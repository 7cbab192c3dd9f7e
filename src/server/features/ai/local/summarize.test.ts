import { describe, expect, it } from 'vitest';
import { summarize, summarySentences } from './summarize.ts';

const entry = `We drove to the coast early on Saturday. The sea was grey and wild, and Maya ran straight into the waves anyway. Later we found a tiny cafe that served the best fish soup I have had in years. Maya said the waves were the best part of the whole trip. We drove home tired and salty and happy. The car still smells of seaweed.`;

describe('local entry summary', () => {
  it('is made of one or two exact sentences of the entry, at most 300 characters', () => {
    const sentences = summarySentences(entry);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    for (const s of sentences) expect(entry).toContain(s);
    expect(summarize(entry).length).toBeLessThanOrEqual(300);
  });

  it('keeps the sentences in the order they were written', () => {
    const sentences = summarySentences(entry);
    const positions = sentences.map((s) => entry.indexOf(s));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('does not pick two sentences that say the same thing', () => {
    const text =
      'The garden flooded again. The garden flooded again today. I called the council about the drains.';
    const sentences = summarySentences(text);
    expect(sentences.filter((s) => s.startsWith('The garden flooded')).length).toBeLessThanOrEqual(1);
  });

  it('cuts a single over-long sentence at a boundary, keeping only the writer’s words', () => {
    const long = `${'We walked and walked, '.repeat(20)}until the sun went down.`;
    const summary = summarize(long);
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(long.startsWith(summary)).toBe(true);
  });

  it('is empty for an empty text', () => {
    expect(summarize('   ')).toBe('');
  });
});
