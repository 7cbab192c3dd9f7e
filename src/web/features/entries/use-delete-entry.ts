import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { deleteEntry } from '../../api/entries.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Deletes an entry, says so, goes back to the Activities list and refreshes every view that showed
 * it. `onDeleted` runs before leaving (the editor uses it to drop its draft and its leave guard).
 */
export function useDeleteEntry(entryId: string, onDeleted?: () => void) {
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteEntry(entryId),
    onSuccess: async () => {
      toast.success('Activity deleted');
      onDeleted?.();
      navigate('/dashboard');
      await invalidate('entries', entryId);
    },
    onError: (error) => toast.error('Could not delete the activity', { description: errorMessage(error) }),
  });
}
