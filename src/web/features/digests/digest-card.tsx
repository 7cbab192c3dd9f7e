import { useMutation } from '@tanstack/react-query';
import type { Digest } from '../../../shared/schemas/digests.ts';
import { deleteDigest } from '../../api/digests.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { toast } from '../../lib/toast.ts';
import { DigestDetailsDialog } from './digest-details-dialog.tsx';
import { digestPreview } from './digest-preview.ts';
import { formatDigestRange } from './format-range.ts';

/** One digest: title, date range, content clamped to 4 lines, delete and 'View Details'. */
export function DigestCard({ digest }: { digest: Digest }) {
  const invalidate = useInvalidate();
  const remove = useMutation({
    mutationFn: () => deleteDigest(digest.id),
    onSuccess: () => {
      toast.success('Success', { description: 'Digest has been deleted' });
      void invalidate('digests', digest.id);
    },
    onError: (error) =>
      toast.error('Error', {
        description: error instanceof Error && error.message ? error.message : 'Failed to delete digest',
      }),
  });

  return (
    <Card data-testid="digest-card" className="flex w-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="break-words">{digest.title}</CardTitle>
          <CardDescription>
            {formatDigestRange(digest.date_range)}
            {digest.scope && <span className="block">About {digest.scope.name}</span>}
          </CardDescription>
        </div>
        <ConfirmDeleteButton
          iconLabel={`Delete digest ${digest.title}`}
          title="Delete this digest?"
          description={`"${digest.title}" will be deleted for good. Your entries stay; you can generate a new digest at any time.`}
          confirmLabel="Delete digest"
          remove={remove}
        />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p data-testid="digest-preview" className="line-clamp-4 text-sm text-muted-foreground">
          {digestPreview(digest.content)}
        </p>
        {digest.note && <p className="text-xs text-muted-foreground italic">{digest.note}</p>}
        <div className="mt-auto">
          <DigestDetailsDialog digest={digest} />
        </div>
      </CardContent>
    </Card>
  );
}
