import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../api/http.ts';
import { deleteEntry } from '../../api/journal.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Deletes an entry, says so, refreshes every entry view and goes back to the Activities list. */
export function useDeleteEntry(entryId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteEntry(entryId),
    onSuccess: async () => {
      toast.success('Activity deleted');
      queryClient.removeQueries({ queryKey: queryKeys.entry(entryId) });
      navigate('/dashboard');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.entries }),
        queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
      ]);
    },
    onError: (error) => toast.error('Could not delete the activity', { description: errorMessage(error) }),
  });
}
