import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import type { EntryDetail } from '../../../shared/schemas/entries.ts';
import { summarizeEntry } from '../../api/ai.ts';
import { entryKeys } from '../../api/entries.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { toastPlanLimit } from '../billing/plan-limit.ts';
import { useAiSettings } from './use-ai-settings.ts';

/**
 * 'Summarize' on entry detail: fills the AI Summary card. Not offered for private or empty
 * entries, nor while AI is off.
 */
export function SummarizeButton({
  entry,
}: {
  entry: Pick<EntryDetail, 'id' | 'content' | 'is_private' | 'summary'>;
}) {
  const settings = useAiSettings();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const summarize = useMutation({
    mutationFn: () => summarizeEntry(entry.id),
    onSuccess: (result) => {
      queryClient.setQueryData(entryKeys.detail(entry.id), (old) =>
        old ? { ...old, summary: result.summary } : old,
      );
      void invalidate('entries');
      toast.success('Summary added', result.offline ? { description: OFFLINE_NOTE } : undefined);
    },
    onError: (error) =>
      toastPlanLimit(error) || toast.error('Could not summarize', { description: errorMessage(error) }),
  });
  if (settings.data?.ai_enabled !== true || entry.is_private || !entry.content.trim()) return null;
  return (
    <div className="flex justify-end">
      <Button variant="outline" size="sm" disabled={summarize.isPending} onClick={() => summarize.mutate()}>
        {summarize.isPending ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
        {summarize.isPending ? 'Summarizing...' : entry.summary ? 'Summarize again' : 'Summarize'}
      </Button>
    </div>
  );
}
