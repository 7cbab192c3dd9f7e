import type { Page } from '@playwright/test';

/**
 * What of a user's data this browser holds: records in every IndexedDB database, Cache Storage
 * entries that are API answers, and the account remembered for offline use.
 */
export function deviceData(page: Page) {
  return page.evaluate(async () => {
    let records = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const count = db.transaction(store).objectStore(store).count();
        records += await new Promise<number>((resolve) => {
          count.onsuccess = () => resolve(count.result);
        });
      }
      db.close();
    }
    const apiAnswers: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys())
        if (request.url.includes('/api/')) apiAnswers.push(request.url);
    }
    const remembered = Object.keys(localStorage).filter((k) => k.startsWith('memento:offline'));
    return { records, apiAnswers, remembered };
  });
}

/** Waits until the page has written what it read to IndexedDB (its writes are gathered for a second). */
export function savedQueryCache(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('memento-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve('');
          const get = db.transaction('queries').objectStore('queries').get('queries');
          get.onsuccess = () => resolve(JSON.stringify(get.result ?? ''));
        };
        open.onerror = () => resolve('');
      }),
  );
}
