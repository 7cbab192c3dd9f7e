import { describe, expect, it } from 'vitest';
import { digestPreview } from './digest-preview.ts';

describe('digestPreview', () => {
  it('keeps a short digest whole, with paragraphs run together', () => {
    expect(digestPreview('One line.\n\nAnother line.')).toBe('One line. Another line.');
  });

  it('keeps whole sentences that fit and marks the rest with an ellipsis', () => {
    const text = `${'A short first sentence.'} ${'x'.repeat(200)}.`;
    expect(digestPreview(text)).toBe('A short first sentence. …');
  });

  it('cuts a long first sentence between words, never inside a date', () => {
    const text =
      'Between Nov 14, 2026 and Nov 21, 2026 you wrote 3 entries on Saturday, November 21, Sunday, November 22 and Monday, November 23 with lots more words.';
    const preview = digestPreview(text, 84);
    expect(preview).toBe('Between Nov 14, 2026 and Nov 21, 2026 you wrote 3 entries on Saturday…');
    expect(preview.endsWith('…')).toBe(true);
  });
});
