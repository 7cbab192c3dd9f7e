import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at-cursor.ts';

describe('insertAt', () => {
  it('appends a transcript at the cursor with spaces where words would touch', () => {
    expect(insertAt('Hello world', 5, 'dear')).toEqual({ value: 'Hello dear world', cursor: 10 });
    expect(insertAt('Hello', 5, ' there ')).toEqual({ value: 'Hello there', cursor: 11 });
    expect(insertAt('', 0, 'First words')).toEqual({ value: 'First words', cursor: 11 });
  });
  it('keeps the text when the transcript is empty', () => {
    expect(insertAt('Same', 2, '  ')).toEqual({ value: 'Same', cursor: 2 });
  });
});
