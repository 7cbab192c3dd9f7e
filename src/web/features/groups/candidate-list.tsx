import { useInfiniteQuery } from '@tanstack/react-query';
import type { EntryType } from '../../../shared/schemas/entries.ts';
import type { GroupCandidate, GroupItemType } from '../../../shared/schemas/groups.ts';
import { listGroupCandidates } from '../../api/groups.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
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
    queryKey: queryKeys.groupCandidates(groupId, type, q),
    queryFn: ({ pageParam }) => listGroupCandidates(groupId, type, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const add = useAddGroupItem(groupId);
  if (list.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Spinner /> Loading...
      </div>
    );
  }
  if (list.isError) {
    return (
      <LoadError title="These items could not be loaded" error={list.error} onRetry={() => list.refetch()} />
    );
  }
  const candidates = list.data.pages.flatMap((p) => p.items);
  if (candidates.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">{typeCopy[type].noneToAdd}</p>;
  return (
    <div className="max-h-[60vh] overflow-y-auto rounded-lg border">
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
                {c.preview && <p className="mt-0.5 text-sm break-words text-muted-foreground">{c.preview}</p>}
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
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => list.fetchNextPage()}
      />
    </div>
  );
}
