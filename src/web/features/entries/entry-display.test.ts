import { describe, expect, it } from 'vitest';
import { plainExcerpt } from './entry-display.ts';

describe('plainExcerpt', () => {
  it('drops Markdown marks but keeps the words a reader sees', () => {
    expect(plainExcerpt('We talked about **moving to Lisbon** and _home_.\n\n# Later\n- a `list` item')).toBe(
      'We talked about moving to Lisbon and home. Later a list item',
    );
  });

  it('keeps link and image text without their addresses', () => {
    expect(plainExcerpt('Read [this essay](https://example.com) and ![a photo](x.png)')).toBe(
      'Read this essay and a photo',
    );
  });

  it('shortens long text with an ellipsis', () => {
    expect(plainExcerpt('word '.repeat(100), 20)).toBe('word word word word…');
  });
});
