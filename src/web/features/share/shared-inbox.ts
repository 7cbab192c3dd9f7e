import { clear, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/** What another app shared into Memento, as the service worker received it. */
export interface SharedItem {
  id: string;
  /** Milliseconds since the epoch. */
  receivedAt: number;
  title: string;
  text: string;
  url: string;
  files: File[];
}

const DB = 'memento-shares';
const STORE = 'shares';

/**
 * Its own database: a share waits here through a sign-in, until the entry made from it is saved.
 * The service worker and the page both open it (IndexedDB keeps File objects whole). Opened on
 * first use; a connection closes when another context wants to delete or upgrade the database
 * (clearing data on sign-out), instead of blocking it.
 */
function inboxStore(): UseStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (db) return db;
    const request = indexedDB.open(DB);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    db = promisifyRequest(request).then(
      (opened) => {
        opened.onversionchange = () => {
          opened.close();
          db = undefined;
        };
        opened.onclose = () => {
          db = undefined;
        };
        return opened;
      },
      (error) => {
        db = undefined;
        throw error;
      },
    );
    return db;
  };
  return (mode, callback) =>
    open().then((opened) => callback(opened.transaction(STORE, mode).objectStore(STORE)));
}

const inbox = inboxStore();

/** Keeps a new share; an older one that was never saved is dropped (one share waits at a time). */
export async function keepShared(item: SharedItem): Promise<void> {
  await clear(inbox);
  await set(item.id, item, inbox);
}

/** The share with this id, or null once it was saved or replaced by a newer one. */
export async function readShared(id: string): Promise<SharedItem | null> {
  return (await get<SharedItem>(id, inbox)) ?? null;
}

/** Forgets a share once the entry made from it is saved. */
export async function forgetShared(id: string): Promise<void> {
  await del(id, inbox);
}
