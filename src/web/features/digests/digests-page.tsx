import { useInfiniteQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { digestKeys, listDigests } from '../../api/digests.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { DigestCard } from './digest-card.tsx';
import { NewDigestDialog } from './new-digest-dialog.tsx';

/** /digest: Reflective Digests (PRODUCT-SPEC section 2, Digests page). */
export default function DigestsPage() {
  const digests = useInfiniteQuery({
    queryKey: digestKeys.list,
    queryFn: ({ pageParam }) => listDigests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const items = digests.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Reflective Digests"
        subtitle="Look back over a week, a month or a year."
        actions={<NewDigestDialog />}
      />
      {digests.isPending ? (
        <CardGridSkeleton label="Loading digests..." />
      ) : digests.isError ? (
        <Alert tone="destructive" title="An error occurred while loading digests">
          <Button
            size="sm"
            variant="outline"
            className="mt-2 self-start"
            onClick={() => void digests.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title="No digests yet"
          description="Generate a digest to see your summary, emotion trends and memorable quotes."
        />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {items.map((digest) => (
              <li key={digest.id} className="flex">
                <DigestCard digest={digest} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(digests.hasNextPage)}
            loading={digests.isFetchingNextPage}
            onLoad={() => void digests.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
