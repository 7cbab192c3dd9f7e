import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { clear } from 'idb-keyval';
import { cacheStore } from './idb.ts';
import { forgetOfflineAccount } from './offline-account.ts';
import { clearOutbox, dropOtherUsersChanges } from './outbox.ts';
import { dropOtherUsersCache, restoreSaved, startSaving } from './query-persistence.ts';

/**
 * Everything of a signed-in user that this device keeps for offline use, started and ended in one
 * place: the saved query cache, the outbox, the remembered account.
 */

let saving: { userId: string; stop: () => void } | null = null;
let stopRestoring: (() => void) | null = null;

/**
 * From the moment `userId` is signed in: their data is saved as the pages read it, and read back
 * whenever the browser is offline. `confirmed` is true when the server itself said who is signed
 * in: only then is another user's data on this device dropped.
 */
export function keepDeviceData(queryClient: QueryClient, userId: string, confirmed: boolean) {
  if (confirmed)
    void Promise.all([dropOtherUsersCache(userId), dropOtherUsersChanges(userId)]).catch(() => {});
  if (saving?.userId === userId) return;
  stopKeeping();
  saving = { userId, stop: startSaving(queryClient, userId) };
  const restoreIfOffline = (online: boolean) => {
    if (!online) void restoreSaved(queryClient, userId).catch(() => {});
  };
  restoreIfOffline(onlineManager.isOnline());
  stopRestoring = onlineManager.subscribe(restoreIfOffline);
}

function stopKeeping() {
  saving?.stop();
  saving = null;
  stopRestoring?.();
  stopRestoring = null;
}

/** Sign-out: every byte of the user's data on this device goes (IndexedDB, Cache Storage, the account). */
export async function clearDeviceData() {
  stopKeeping();
  forgetOfflineAccount();
  await Promise.all([clear(cacheStore()), clearOutbox(), clearRuntimeCaches()]);
}

// The service worker's precache holds only this build's app files; any other cache is dropped.
async function clearRuntimeCaches() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)));
}
