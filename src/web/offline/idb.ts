import { createStore, type UseStore } from 'idb-keyval';

/**
 * The two IndexedDB databases that hold a signed-in user's data on this device: the saved query
 * cache (what the pages last read) and the outbox (changes not yet sent). Opened on first use, so
 * a signed-out visit creates nothing.
 */
let cache: UseStore | undefined;
let outbox: UseStore | undefined;

export const cacheStore = () => {
  cache ??= createStore('memento-cache', 'queries');
  return cache;
};

export const outboxStore = () => {
  outbox ??= createStore('memento-outbox', 'changes');
  return outbox;
};
