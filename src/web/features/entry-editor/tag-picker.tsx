import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TagCreate } from '../../../shared/schemas/tags.ts';
import { createTag, tagsQuery } from '../../api/catalog.ts';
import { sortTags, tagClasses } from '../entries/entry-display.ts';
import { LinkPicker, type PickerField } from './link-picker.tsx';

/** Tags: the user's own list (short, fetched whole), emotions first, coloured by emotion. */
export function TagPicker(field: PickerField) {
  const [query, setQuery] = useState('');
  const tags = useQuery(tagsQuery());
  const needle = query.trim().toLowerCase();
  return (
    <LinkPicker
      {...field}
      id="entry-tags"
      label="Tags"
      placeholder="Search tags or type a new one"
      query={query}
      onQueryChange={setQuery}
      found={sortTags((tags.data?.items ?? []).filter((t) => t.name.toLowerCase().includes(needle)))}
      loading={tags.isPending}
      loadError={tags.error}
      createKinds={['topic', 'theme', 'emotion']}
      create={(name, type) => createTag({ name, type: type as TagCreate['type'] })}
      invalidates="tags"
      classFor={tagClasses}
    />
  );
}
