import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidate } from '../api/invalidation.ts';
import { useAccount } from '../auth/account.tsx';
import { listChanges, OUTBOX_CHANGED_EVENT, outboxKey } from './outbox.ts';
import { OUTBOX_SYNC_MESSAGE } from './outbox-tags.ts';
import type { SyncResult } from './sync-outbox.ts';

/**
 * One pass over the user's outbox. The sender (the entry form's model with its zod schemas, the
 * upload code) loads only when something waits: most page loads find nothing to send, and it then
 * stays out of the signed-in shell's first download.
 */
async function sendWaiting(userId: string): Promise<SyncResult> {
  const waiting = (await listChanges(userId)).some((c) => !c.conflict && !c.refused);
  if (!waiting) return { sent: 0, interrupted: false };
  const { syncOutbox } = await import('./sync-outbox.ts');
  return syncOutbox(userId);
}

// After a pass the network cut short while the browser still says online, the next try waits this long.
const RETRY_MS = 5000;

/**
 * Sends the outbox whenever it can: when a signed-in page opens, when the network returns, when the
 * service worker's Background Sync says so; and again a little later after an interrupted pass.
 */
export function OutboxSync() {
  const { user, offline } = useAccount();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || offline) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const run = async () => {
      clearTimeout(retry);
      if (stopped || !onlineManager.isOnline()) return;
      const result = await sendWaiting(userId).catch(() => ({ sent: 0, interrupted: true }));
      await queryClient.invalidateQueries({ queryKey: outboxKey(userId) });
      if (result.sent > 0) await invalidate(queryClient, 'entries');
      if (result.interrupted && !stopped) retry = setTimeout(run, RETRY_MS);
    };
    void run();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) void run();
    });
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === OUTBOX_SYNC_MESSAGE) void run();
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    window.addEventListener(OUTBOX_CHANGED_EVENT, run);
    return () => {
      window.removeEventListener(OUTBOX_CHANGED_EVENT, run);
      stopped = true;
      clearTimeout(retry);
      unsubscribe();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [userId, offline, queryClient]);

  return null;
}
