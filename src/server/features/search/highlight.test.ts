import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, toHighlight, toPrefixQuery, withEllipses } from './highlight.ts';

describe('toPrefixQuery', () => {
  it('keeps only words, every one required, the last as a prefix', () => {
    expect(toPrefixQuery('Coffee with Ada')).toBe('coffee & with & ada:*');
    expect(toPrefixQuery("a | b & !c:* 'd'")).toBe('a & b & c & d:*');
    expect(toPrefixQuery('Café Zürich')).toBe('café & zürich:*');
    expect(toPrefixQuery('  !!! ')).toBeNull();
  });
});

describe('toHighlight', () => {
  it('splits a marked headline into text pieces', () => {
    expect(toHighlight(`We went ${MATCH_START}sailing${MATCH_END} twice`)).toEqual([
      { text: 'We went ', match: false },
      { text: 'sailing', match: true },
      { text: ' twice', match: false },
    ]);
    expect(toHighlight(`${MATCH_START}a${MATCH_END}${MATCH_START}b${MATCH_END}`)).toEqual([
      { text: 'a', match: true },
      { text: 'b', match: true },
    ]);
    expect(toHighlight('<b>plain</b>')).toEqual([{ text: '<b>plain</b>', match: false }]);
    expect(toHighlight('')).toEqual([]);
  });
});

describe('withEllipses', () => {
  const piece = (text: string) => [{ text, match: false }];
  it('adds an ellipsis only where the snippet was cut from the text', () => {
    expect(withEllipses(piece('whole text'), 'whole text', 'whole text')).toEqual(piece('whole text'));
    expect(withEllipses(piece('middle bit'), 'the start and the middle bit', 'middle bit')).toEqual([
      { text: '…', match: false },
      { text: 'middle bit', match: false },
    ]);
    expect(withEllipses(piece('the start'), 'the start', 'the start and the end')).toEqual([
      { text: 'the start', match: false },
      { text: '…', match: false },
    ]);
    expect(withEllipses([], '', '')).toEqual([]);
  });
});
