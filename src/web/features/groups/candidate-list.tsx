import { useInfiniteQuery } from '@tanstack/react-query';
import type { EntryType } from '../../../shared/schemas/entries.ts';
import type { GroupCandidate, GroupItemType } from '../../../shared/schemas/groups.ts';
import { groupQueries } from '../../api/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { entryTypeLabels, formatCardDate } from '../entries/entry-display.ts';
import { typeCopy } from './group-copy.ts';
import { useAddGroupItem } from './use-group-mutations.ts';

function metaOf(c: GroupCandidate): string {
  if (c.item_type === 'entry')
    return `${entryTypeLabels[c.subtitle as EntryType] ?? c.subtitle} · ${formatCardDate(c.created_at)}`;
  if (c.subtitle) return c.subtitle.charAt(0).toUpperCase() + c.subtitle.slice(1);
  return '';
}

/** Items of one type the group does not hold yet, searchable, paged, scrolling within 60% of the screen. */
export function CandidateList({ groupId, type, q }: { groupId: string; type: GroupItemType; q: string }) {
  const list = useInfiniteQuery({
    ...groupQueries.candidates(groupId, type, q),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const add = useAddGroupItem(groupId);
  return (
    <PagedList
      query={list}
      loading={
        <div role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner /> Loading...
        </div>
      }
      errorTitle="These items could not be loaded"
      empty={<p className="py-8 text-center text-sm text-muted-foreground">{typeCopy[type].noneToAdd}</p>}
      className="max-h-[60vh] overflow-y-auto rounded-lg border"
    >
      {(candidates) => (
        <ul aria-label={`${typeCopy[type].label} to add`} className="divide-y">
          {candidates.map((c) => {
            const titleId = `candidate-${c.id}`;
            const adding = add.isPending && add.variables?.id === c.id;
            const meta = metaOf(c);
            return (
              <li key={c.id} className="flex items-center gap-3 px-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p id={titleId} className="truncate font-medium">
                    {c.title}
                  </p>
                  {meta && <p className="text-xs text-muted-foreground">{meta}</p>}
                  {c.preview && (
                    <p className="mt-0.5 text-sm break-words text-muted-foreground">{c.preview}</p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-describedby={titleId}
                  disabled={adding}
                  onClick={() => add.mutate({ type, id: c.id, title: c.title })}
                >
                  {adding ? 'Adding...' : 'Add'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </PagedList>
  );
}
