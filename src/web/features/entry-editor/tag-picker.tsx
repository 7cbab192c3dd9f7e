import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TagCreate } from '../../../shared/schemas/tags.ts';
import { createTag, tagsQuery } from '../../api/catalog.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { sortTags, tagClasses } from '../entries/entry-display.ts';
import type { Chip } from './entry-form-model.ts';
import { LinkPicker } from './link-picker.tsx';

const TAG_KINDS = [
  { type: 'topic', noun: 'topic' },
  { type: 'theme', noun: 'theme' },
  { type: 'emotion', noun: 'emotion' },
] as const;

/** Tags: the user's own list (short, fetched whole), emotions first, coloured by emotion. */
export function TagPicker({
  value,
  onChange,
  error,
}: {
  value: Chip[];
  onChange: (tags: Chip[]) => void;
  error?: string;
}) {
  const invalidate = useInvalidate();
  const [query, setQuery] = useState('');
  const tags = useQuery(tagsQuery());
  const needle = query.trim().toLowerCase();
  const all = tags.data?.items ?? [];
  const candidates = sortTags(
    all.filter((t) => t.name.toLowerCase().includes(needle) && !value.some((v) => v.id === t.id)),
  );
  return (
    <LinkPicker
      id="entry-tags"
      label="Tags"
      placeholder="Search tags or type a new one"
      selected={value}
      onChange={onChange}
      query={query}
      onQueryChange={setQuery}
      candidates={candidates}
      exists={all.some((t) => t.name.toLowerCase() === needle)}
      loading={tags.isPending}
      loadError={tags.isError ? `Tags could not be loaded: ${errorMessage(tags.error)}` : undefined}
      createKinds={TAG_KINDS}
      create={async (name, type) => {
        const tag = await createTag({ name, type: type as TagCreate['type'] });
        await invalidate('tags');
        return { id: tag.id, name: tag.name, type: tag.type };
      }}
      error={error}
      classFor={tagClasses}
    />
  );
}
