import { describe, expect, it } from 'vitest';
import { linkTarget, nameAllocator, safeFileName } from './markdown-names.ts';

describe('markdown export file names', () => {
  it('keeps words and drops what a file system refuses', () => {
    expect(safeFileName('Lunch: Ann / Bob? <3', 'x')).toBe('Lunch Ann Bob 3');
    expect(safeFileName('..hidden..', 'x')).toBe('hidden');
    expect(safeFileName('Café à Zürich 東京', 'x')).toBe('Café à Zürich 東京');
    expect(safeFileName('a\u0000b\nc', 'x')).toBe('a b c');
  });

  it('falls back for names that are empty or reserved', () => {
    expect(safeFileName('???', 'untitled')).toBe('untitled');
    expect(safeFileName('CON', 'untitled')).toBe('untitled');
  });

  it('cuts long names by characters, not bytes', () => {
    expect([...safeFileName('é'.repeat(200), 'x')]).toHaveLength(80);
  });

  it('numbers a name taken before, whatever its case', () => {
    const next = nameAllocator();
    expect(next('2024-01-01 Walk', '.md')).toBe('2024-01-01 Walk.md');
    expect(next('2024-01-01 walk', '.md')).toBe('2024-01-01 walk (2).md');
    expect(next('2024-01-01 Walk', '.md')).toBe('2024-01-01 Walk (3).md');
  });

  it('encodes link targets segment by segment', () => {
    expect(linkTarget('2024-01-01 Walk/1 photo (1).jpg')).toBe('2024-01-01%20Walk/1%20photo%20(1).jpg');
  });
});
