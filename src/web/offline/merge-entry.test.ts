import { describe, expect, it } from 'vitest';
import { blankEntry } from '../features/entry-editor/entry-form-model.ts';
import { mergeEntry } from './merge-entry.ts';

const base = {
  ...blankEntry(new Date('2026-05-04T10:30:00')),
  title: 'Lunch with Ada',
  content: 'We talked about the garden.',
  tags: [{ id: 't1', name: 'calm', type: 'emotion' }],
};

describe('mergeEntry', () => {
  it('keeps a field changed on either side when the other side left it alone', () => {
    const mine = { ...base, title: 'Lunch with Ada and Ben' };
    const theirs = { ...base, content: 'We talked about the garden and the bees.', star_rating: 4 };
    const { merged, conflicts } = mergeEntry(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toMatchObject({
      title: 'Lunch with Ada and Ben',
      content: 'We talked about the garden and the bees.',
      star_rating: 4,
    });
  });

  it('names a field both sides changed differently, keeping the server value until the user chooses', () => {
    const mine = { ...base, content: 'Mine.' };
    const theirs = { ...base, content: 'Theirs.' };
    const { merged, conflicts } = mergeEntry(base, mine, theirs);
    expect(conflicts).toEqual(['content']);
    expect(merged.content).toBe('Theirs.');
  });

  it('sees no conflict when both sides made the same change, or reordered the same tags', () => {
    const tags = [
      { id: 't2', name: 'work', type: 'topic' },
      { id: 't1', name: 'calm', type: 'emotion' },
    ];
    const mine = { ...base, is_private: true, tags };
    const theirs = { ...base, is_private: true, tags: [...tags].reverse() };
    expect(mergeEntry(base, mine, theirs).conflicts).toEqual([]);
  });
});
