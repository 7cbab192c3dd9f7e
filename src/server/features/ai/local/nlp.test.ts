import { describe, expect, it } from 'vitest';
import { everydayTexts } from '../../../test/everyday-texts.ts';
import { readText } from './nlp.ts';

describe('readText', () => {
  // A digest reads its entries with the lighter pipeline and asks for sentiment only where it
  // needs it: what it reads must be exactly what the full pipeline reads.
  it('reads the same sentences, tokens and sentiment with sentiment read lazily', () => {
    for (const text of everydayTexts) {
      const full = readText(text);
      const lazy = readText(text, true);
      expect(lazy.map((s) => [s.text, s.start, s.tokens])).toEqual(
        full.map((s) => [s.text, s.start, s.tokens]),
      );
      expect(lazy.map((s) => s.sentiment)).toEqual(full.map((s) => s.sentiment));
      expect(full.some((s) => s.sentiment !== 0)).toBe(true);
    }
  });
});
