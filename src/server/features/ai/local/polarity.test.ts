import { describe, expect, it } from 'vitest';
import { polarity } from './polarity.ts';

describe('positive/negative judgement', () => {
  it('reads plain praise and complaint', () => {
    expect(polarity('What a lovely, warm evening with friends.')).toBeGreaterThan(0);
    expect(polarity('The food was awful and the waiter was rude.')).toBeLessThan(0);
  });

  it('follows negation and contrast', () => {
    expect(polarity('The film was not good.')).toBeLessThan(0);
    expect(polarity('The start was slow, but the ending was wonderful.')).toBeGreaterThan(0);
  });

  it('calls a sentence with no feeling in it neither', () => {
    expect(polarity('We met at the station at nine.')).toBe(0);
  });
});
