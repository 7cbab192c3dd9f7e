import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/http.ts';
import { type Feature, useInvalidate } from '../api/invalidation.ts';
import { toast } from './toast.ts';

/** What deleting one kind of record calls, where it goes afterwards and what it says. */
export interface Deletion {
  remove: (id: string) => Promise<unknown>;
  /** The feature whose views refresh (all but the deleted record's own, which would only answer 404). */
  feature: Feature;
  /** The list the page goes back to. */
  backTo: string;
  /** 'Connection' says 'Connection deleted' or 'Could not delete the connection'. */
  noun: string;
}

/**
 * Deletes a record, says so, goes back to its list and refreshes every view that showed it.
 * `onDeleted` runs before leaving (the entry editor drops its draft and its leave guard there).
 */
export function useDeleteRecord(
  { remove, feature, backTo, noun }: Deletion,
  id: string,
  onDeleted?: () => void,
) {
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => remove(id),
    onSuccess: async () => {
      toast.success(`${noun} deleted`);
      onDeleted?.();
      navigate(backTo);
      await invalidate(feature, id);
    },
    onError: (error) =>
      toast.error(`Could not delete the ${noun.toLowerCase()}`, { description: errorMessage(error) }),
  });
}
