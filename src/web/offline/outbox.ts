import { clear, del, set, values } from 'idb-keyval';
import type { EntryFormValues } from '../features/entry-editor/entry-form-model.ts';
import { outboxStore } from './idb.ts';
import { OUTBOX_SYNC_TAG } from './outbox-tags.ts';

/** A file that goes up once its entry exists, with its own key so a repeated upload is not a second file. */
export interface OutboxFile {
  file: File;
  key: string;
  sent?: boolean;
}

/**
 * One change saved on this device and not yet on the server: a new entry (`base` undefined) or an
 * edit of `entryId` that started from `base`. What the steps made (a new place, the entry) is
 * written back as they succeed, so a retry goes on where the last attempt stopped.
 */
export interface OutboxChange {
  id: string;
  userId: string;
  createdAt: string;
  /** The Idempotency-Key of the entry's create (and the prefix of its place's and source's). */
  key: string;
  values: EntryFormValues;
  base?: EntryFormValues;
  entryId?: string;
  files: OutboxFile[];
  /** Set when the server's version changed the same fields: the user chooses (conflict dialog). */
  conflict?: { theirs: EntryFormValues; fields: (keyof EntryFormValues)[] };
  /** The server refused it (a rule, not the network): kept so nothing is lost, shown with the reason. */
  refused?: string;
}

export const outboxKey = (userId: string) => ['outbox', userId] as const;

export async function listChanges(userId: string): Promise<OutboxChange[]> {
  const all = await values<OutboxChange>(outboxStore());
  return all.filter((c) => c.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export const putChange = (change: OutboxChange) => set(change.id, change, outboxStore());
export const removeChange = (change: OutboxChange) => del(change.id, outboxStore());

/** Drops changes of anyone but `userId`: they signed out (which empties it) or never will come back here. */
export async function dropOtherUsersChanges(userId: string) {
  const all = await values<OutboxChange>(outboxStore());
  await Promise.all(all.filter((c) => c.userId !== userId).map((c) => del(c.id, outboxStore())));
}

export const clearOutbox = () => clear(outboxStore());

/**
 * Asks the browser to wake the service worker when the network returns (Background Sync, where it
 * exists); the worker then tells the open pages to send (src/web/sw/outbox-sync.ts).
 */
export async function requestBackgroundSync() {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused or unsupported: the page sends on its next load or `online` event instead.
  }
}

/** Said on the page when a change is kept, so the sender tries at once when online. */
export const OUTBOX_CHANGED_EVENT = 'memento:outbox-changed';
