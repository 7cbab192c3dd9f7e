import { describe, expect, it } from 'vitest';
import { journalSet } from './eval/journal-set/index.ts';
import { evaluationPassages } from './eval/passages.ts';
import { parsedText, plainText } from './plain-text.ts';

// plainText skips the Markdown parser for texts whose only Markdown-looking character is "!"
// when the parser would return them unchanged: it must then say exactly what the parser says.
describe('plainText', () => {
  const passages = [...evaluationPassages, ...journalSet].map(([, text]) => text);
  const exclaimed = passages.filter((t) => t.includes('!'));

  it('reads exclamations as the parser does', () => {
    expect(exclaimed.length).toBeGreaterThan(10);
    for (const text of exclaimed) expect(plainText(text)).toBe(parsedText(text));
    const joined = exclaimed.slice(0, 6).join('\n\n');
    expect(plainText(joined)).toBe(parsedText(joined));
  });

  it('still parses an exclamation beside what the parser would change', () => {
    for (const text of [
      'Wow!\nWhat a day.',
      'Wow!  What a day.',
      '  Wow! What a day.',
      'Wow! What a day.\n',
      'Tea &amp; cake!',
      'Wow!\n\n\nWhat a day.',
      'Wow!\tWhat a day.',
      'Look! ![Maya](/a.png)',
      '    Wow! indented',
    ])
      expect(plainText(text)).toBe(parsedText(text));
  });

  it('leaves plain text alone and reads Markdown', () => {
    expect(plainText('A quiet day. Nothing much.')).toBe('A quiet day. Nothing much.');
    expect(plainText('**Great** day!')).toBe('Great day!');
  });
});
