import { describe, expect, it } from 'vitest';
import { emotionNames } from '../../../../shared/schemas/ai.ts';
import { everydayTexts } from '../../../test/everyday-texts.ts';
import { lexiconSize } from '../lexicon/index.ts';
import { analyzeEmotions, dominant, lexicon } from './emotions.ts';

const sum = (scores: Record<string, number | undefined>) =>
  Object.values(scores).reduce<number>((s, v) => s + (v ?? 0), 0);

describe('local emotion analysis', () => {
  it('holds at least 1,500 words and phrases', () => {
    expect(lexiconSize(lexicon())).toBeGreaterThanOrEqual(1500);
  });

  it('reads the emotion a diary line carries', () => {
    expect(dominant(analyzeEmotions('We laughed all evening and I felt so happy.'))).toBe('Joy');
    expect(dominant(analyzeEmotions('I miss him and I cried myself to sleep.'))).toBe('Sadness');
    expect(dominant(analyzeEmotions('I was furious when he lied to my face.'))).toBe('Anger');
    expect(dominant(analyzeEmotions('The results come tomorrow and I am terrified.'))).toBe('Fear');
    expect(dominant(analyzeEmotions('I could not believe it when she showed up out of the blue.'))).toBe(
      'Surprise',
    );
  });

  it('flips a negated emotion word', () => {
    const plain = analyzeEmotions('I am happy about the move.');
    const negated = analyzeEmotions('I am not happy about the move.');
    expect(dominant(plain)).toBe('Joy');
    expect(negated.Joy ?? 0).toBe(0);
    expect(negated.Sadness ?? 0).toBeGreaterThan(0);
    expect(dominant(analyzeEmotions("I wasn't afraid at all."))).not.toBe('Fear');
  });

  it('ends negation at punctuation and "but"', () => {
    const scores = analyzeEmotions('It was not easy, but I am happy.');
    expect(dominant(scores)).toBe('Joy');
  });

  it('scales with intensifiers and dampeners', () => {
    const plain = analyzeEmotions('I am sad.').Sadness ?? 0;
    const very = analyzeEmotions('I am very sad.').Sadness ?? 0;
    const slightly = analyzeEmotions('I am slightly sad.').Sadness ?? 0;
    expect(very).toBeGreaterThan(plain);
    expect(slightly).toBeLessThan(plain);
  });

  it('reads emoji and emoticons', () => {
    expect(dominant(analyzeEmotions('Dinner with the team 😂'))).toBe('Joy');
    expect(dominant(analyzeEmotions('Long day at the office :('))).toBe('Sadness');
    expect(dominant(analyzeEmotions('Look at this ❤️'))).toBe('Joy');
  });

  it('answers Neutral when nothing scores', () => {
    expect(analyzeEmotions('Reviewed the quarterly figures at 10.')).toEqual({ Neutral: 1 });
    expect(analyzeEmotions('')).toEqual({ Neutral: 1 });
  });

  it("reads words that are names of an object's built-in properties like any other word", () => {
    // "constructor" once found Object.prototype.constructor in the table of word senses and threw.
    expect(analyzeEmotions('toString hasOwnProperty __proto__ valueOf')).toEqual({ Neutral: 1 });
    // The context prior may lean a plan-like line a little ("at 10"), never past Neutral.
    expect(dominant(analyzeEmotions('Met the constructor at 10.'))).toBe('Neutral');
  });

  it('returns fractions of the nine emotions that sum to 1', () => {
    for (const text of everydayTexts) {
      const scores = analyzeEmotions(text);
      expect(sum(scores)).toBeCloseTo(1, 10);
      for (const [name, v] of Object.entries(scores)) {
        expect(emotionNames).toContain(name);
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads a hedge after the word as a weaker feeling of the same kind', () => {
    const plain = analyzeEmotions('It scared me.');
    const hedged = analyzeEmotions('It scared me a little.');
    expect(dominant(hedged)).toBe('Fear');
    expect(hedged.Sadness ?? 0).toBe(0);
    expect(hedged.Fear ?? 0).toBeLessThan(plain.Fear ?? 0);
    expect(dominant(analyzeEmotions('I was a little scared before the Spanish class.'))).toBe('Fear');
    expect(dominant(analyzeEmotions('Worried about the exam.'))).toBe('Fear');
  });

  it('lets what follows "but" outweigh what comes before it', () => {
    expect(dominant(analyzeEmotions('I was nervous at first but the evening was wonderful.'))).toBe('Joy');
    expect(dominant(analyzeEmotions('The evening was wonderful but I was nervous.'))).toBe('Fear');
  });

  it("weighs the writer's own feeling above one they report", () => {
    const scores = analyzeEmotions('She was angry. I felt sad.');
    expect(dominant(scores)).toBe('Sadness');
    expect(scores.Anger ?? 0).toBeGreaterThan(0);
  });
});
