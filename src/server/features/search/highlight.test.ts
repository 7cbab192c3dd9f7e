import { describe, expect, it } from 'vitest';
import { MATCH_END, MATCH_START, toHighlight, toPrefixQuery } from './highlight.ts';

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
