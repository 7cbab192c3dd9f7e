import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Digest } from '../../../shared/schemas/digests.ts';
import { deleteDigest, digestKeys } from '../../api/digests.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { DigestDetailsDialog } from './digest-details-dialog.tsx';
import { formatDigestRange } from './format-range.ts';

/** One digest: title, date range, content clamped to 4 lines, delete and 'View Details'. */
export function DigestCard({ digest }: { digest: Digest }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteDigest(digest.id),
    onSuccess: () => {
      toast.success('Success', { description: 'Digest has been deleted' });
      void queryClient.invalidateQueries({ queryKey: digestKeys.all });
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
          <CardDescription>{formatDigestRange(digest.date_range)}</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete digest ${digest.title}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="line-clamp-4 text-sm whitespace-pre-line text-muted-foreground">{digest.content}</p>
        {digest.note && <p className="text-xs text-muted-foreground italic">{digest.note}</p>}
        <div className="mt-auto">
          <DigestDetailsDialog digest={digest} />
        </div>
      </CardContent>
    </Card>
  );
}
