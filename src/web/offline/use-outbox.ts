import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAccount } from '../auth/account.tsx';
import {
  listChanges,
  OUTBOX_CHANGED_EVENT,
  type OutboxChange,
  outboxKey,
  putChange,
  requestBackgroundSync,
} from './outbox.ts';

/** The signed-in user's changes waiting on this device (read from IndexedDB, never from the network). */
export function useOutbox() {
  const { user } = useAccount();
  const userId = user?.id ?? 'signed-out';
  return useQuery({
    queryKey: outboxKey(userId),
    queryFn: () => listChanges(userId),
    enabled: Boolean(user),
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Keeps a change in the outbox (new or updated) and asks for it to be sent when the network returns. */
export function useKeepChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (change: OutboxChange) => {
      await putChange(change);
      await queryClient.invalidateQueries({ queryKey: outboxKey(change.userId) });
      window.dispatchEvent(new Event(OUTBOX_CHANGED_EVENT));
      void requestBackgroundSync();
    },
    [queryClient],
  );
}
