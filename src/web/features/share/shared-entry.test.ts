import { describe, expect, it } from 'vitest';
import { sharedEntryFields, sharedPhotos } from './shared-entry.ts';

const share = (fields: Partial<{ title: string; text: string; url: string }>) => ({
  title: '',
  text: '',
  url: '',
  ...fields,
});

describe('sharedEntryFields', () => {
  it('makes the shared link the url source, the text the content and keeps the title', () => {
    expect(
      sharedEntryFields(
        share({ title: 'Tide tables', text: 'For the walk on Sunday', url: 'https://example.org/tides' }),
      ),
    ).toEqual({
      title: 'Tide tables',
      content: 'For the walk on Sunday',
      source: { id: null, source_type: 'url', reference_text: 'https://example.org/tides' },
    });
  });

  it('finds a link sent inside the text and takes it out of the content', () => {
    expect(
      sharedEntryFields(share({ title: 'Recipe', text: 'Try this https://cook.example/soup?x=1 tonight' })),
    ).toEqual({
      title: 'Recipe',
      content: 'Try this tonight',
      source: { id: null, source_type: 'url', reference_text: 'https://cook.example/soup?x=1' },
    });
    expect(sharedEntryFields(share({ text: 'https://cook.example/soup' })).content).toBe('');
  });

  it('never makes a source of an address that is not a web link', () => {
    const fields = sharedEntryFields(share({ text: 'Note to self', url: 'javascript:alert(1)' }));
    expect(fields.source).toBeNull();
    expect(fields.content).toBe('Note to self');
  });

  it('drops a text that only repeats the title, and cuts a long title to the limit', () => {
    expect(sharedEntryFields(share({ title: 'Same words', text: 'Same words' })).content).toBe('');
    expect(sharedEntryFields(share({ title: 'x'.repeat(300) })).title).toHaveLength(200);
  });
});

describe('sharedPhotos', () => {
  it('keeps only non-empty images', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    const empty = new File([], 'b.png', { type: 'image/png' });
    const text = new File(['hi'], 'c.txt', { type: 'text/plain' });
    expect(sharedPhotos({ files: [photo, empty, text] })).toEqual([photo]);
  });
});
