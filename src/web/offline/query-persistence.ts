import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { cacheStore } from './idb.ts';

/**
 * What the pages read, kept in IndexedDB for one user so the app can show it without a network.
 * It is read back ONLY when the browser is offline: online, every page asks the server as before,
 * so saved data never stands in for fresh data (and never hides a write another tab just made).
 */

const KEY = 'queries';
// Bumped when the shape of cached API data changes, so an old copy is dropped, not shown.
const BUSTER = 'v1';
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
// Writes are gathered: a page load changes dozens of queries within a second.
const WRITE_DELAY_MS = 1000;

interface Saved {
  userId: string;
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

// Local state (the outbox) and identity reads are not API data to show offline.
const NOT_SAVED = new Set(['outbox', 'sessions']);
const worthSaving = (query: Query) =>
  query.state.status === 'success' && !NOT_SAVED.has(String(query.queryKey[0]));

/**
 * Keeps `userId`'s query cache saved while it changes; returns the function that stops it.
 * (Our own few lines over dehydrate/hydrate rather than the persist-client package, whose pinned
 * query-core differs from react-query's and would put a second copy of it in the bundle.)
 */
export function startSaving(queryClient: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const write = () => {
    if (stopped) return;
    const saved: Saved = {
      userId,
      buster: BUSTER,
      savedAt: Date.now(),
      state: dehydrate(queryClient, { shouldDehydrateQuery: worthSaving }),
    };
    void set(KEY, saved, cacheStore()).catch(() => {});
  };
  let pending = false;
  const flush = () => {
    pending = false;
    write();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    clearTimeout(timer);
    pending = true;
    timer = setTimeout(flush, WRITE_DELAY_MS);
  });
  // A page closed or hidden within the delay still keeps what it just read.
  const flushWhenHidden = () => {
    if (document.visibilityState !== 'hidden' || !pending) return;
    clearTimeout(timer);
    flush();
  };
  document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', flushWhenHidden);
  };
}

/** Puts `userId`'s saved data into the cache (only queries the page has not read fresher). */
export async function restoreSaved(queryClient: QueryClient, userId: string) {
  const saved = await get<Saved>(KEY, cacheStore());
  if (!saved || saved.userId !== userId) return;
  if (saved.buster !== BUSTER || Date.now() - saved.savedAt > MAX_AGE_MS) {
    await del(KEY, cacheStore());
    return;
  }
  hydrate(queryClient, saved.state);
}

/** Drops data saved for anyone but `userId` (another person signed in on this browser). */
export async function dropOtherUsersCache(userId: string) {
  const saved = await get<Saved>(KEY, cacheStore());
  if (saved && saved.userId !== userId) await del(KEY, cacheStore());
}
