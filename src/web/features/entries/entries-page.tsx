import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Images, NotebookPen, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { entryTypes } from '../../../shared/schemas/literals.ts';
import { tagsQuery } from '../../api/catalog.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { CreateLink } from '../../components/ui/create-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { TodaySection } from '../today/today-section.tsx';
import { dashboardFilters } from './dashboard-reads.ts';
import { entryTypeLabels, sortTags } from './entry-display.ts';
import { EntryGrid } from './entry-grid.tsx';
import { WaitingEntries } from './waiting-entries.tsx';

/**
 * `/dashboard`: Today (On this day, Coming up, Reach out) above every entry, newest first,
 * filterable by type, tag, photos and connection (kept in the URL).
 */
export default function EntriesPage() {
  const [params, setParams] = useSearchParams();
  const { type, tagId, photos, filtered, list } = dashboardFilters(params);
  // Every tag is a long list (500 tags weigh about 90 KiB): it loads when the tag filter is about to
  // be used, or to name the tag already filtered by, not on every visit to the dashboard.
  const [tagsWanted, setTagsWanted] = useState(false);
  const wantTags = () => setTagsWanted(true);
  const tags = useQuery({ ...tagsQuery(), enabled: tagsWanted || Boolean(tagId) });

  const setFilter = (key: 'type' | 'tag' | 'photos', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl">
      {!filtered && <TodaySection />}
      <PageHeader
        title="Activities"
        subtitle="Your moments, newest first."
        actions={
          <>
            <ButtonLink to="/digest" variant="outline">
              <Sparkles aria-hidden /> Reflect on your week
            </ButtonLink>
            <ButtonLink to="/calendar" variant="outline">
              <CalendarDays aria-hidden /> Calendar View
            </ButtonLink>
            <CreateLink to="/create-memento">New Activity</CreateLink>
          </>
        }
      />
      <div className="mb-5 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <NativeSelect
          aria-label="Filter by type"
          value={type ?? ''}
          onChange={(e) => setFilter('type', e.target.value)}
          className="min-w-0 sm:w-44"
        >
          <option value="">All types</option>
          {entryTypes.map((t) => (
            <option key={t} value={t}>
              {entryTypeLabels[t]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Filter by tag"
          value={tagId ?? ''}
          onChange={(e) => setFilter('tag', e.target.value)}
          onFocus={wantTags}
          onPointerEnter={wantTags}
          onPointerDown={wantTags}
          className="min-w-0 sm:w-48"
        >
          <option value="">All tags</option>
          {sortTags(tags.data?.items ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant={photos ? 'default' : 'outline'}
          aria-pressed={photos ?? false}
          onClick={() => setFilter('photos', photos ? '' : 'true')}
        >
          <Images aria-hidden /> Photos
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={() => setParams({}, { replace: true })}>
            Clear filters
          </Button>
        )}
      </div>
      {!filtered && <WaitingEntries />}
      <EntryGrid
        cardHeading="h2"
        filters={list}
        empty={
          filtered
            ? {
                icon: NotebookPen,
                title: 'No activities match these filters',
                description: 'Try another type or tag, or clear the filters.',
              }
            : {
                icon: NotebookPen,
                title: 'No activities yet',
                description: 'Capture your first moment: a conversation, an idea, a memory worth keeping.',
                action: <CreateLink to="/create-memento">New Activity</CreateLink>,
              }
        }
      />
    </div>
  );
}
