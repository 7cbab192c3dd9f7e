import { useInfiniteQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useLocation } from 'react-router';
import type { DigestScope } from '../../../shared/schemas/digests.ts';
import { digestQueries } from '../../api/digests.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PagedGrid } from '../../components/ui/paged-list.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { DigestCard } from './digest-card.tsx';
import { NewDigestDialog } from './new-digest-dialog.tsx';

/** /digest: Reflective Digests (PRODUCT-SPEC section 2, Digests page). */
export default function DigestsPage() {
  const digests = useInfiniteQuery(digestQueries.list());
  // A Reflect button on a connection or group page opens the dialog about it.
  const reflect = (useLocation().state as { reflect?: DigestScope } | null)?.reflect;

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title="Reflective Digests"
        subtitle="Look back over a week, a month or a year."
        actions={<NewDigestDialog key={reflect?.id ?? 'new'} reflect={reflect} />}
      />
      <PagedGrid
        query={digests}
        loading={<CardGridSkeleton label="Loading digests..." />}
        errorTitle="An error occurred while loading digests"
        empty={
          <EmptyState
            icon={Sparkles}
            title="No digests yet"
            description="Generate a digest to see your summary, emotion trends and memorable quotes."
          />
        }
        className="grid gap-4 md:grid-cols-2"
      >
        {(digest) => <DigestCard digest={digest} />}
      </PagedGrid>
    </div>
  );
}
