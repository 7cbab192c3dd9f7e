import { uploadAttachment } from '../api/attachments.ts';
import { fetchEntry } from '../api/entries.ts';
import { ApiError, errorMessage } from '../api/http.ts';
import { valuesOf } from '../features/entry-editor/entry-form-model.ts';
import { sendEntry } from '../features/entry-editor/send-entry.ts';
import { mergeEntry } from './merge-entry.ts';
import { listChanges, type OutboxChange, putChange, removeChange } from './outbox.ts';

/** How a pass over the outbox ended. */
export interface SyncResult {
  sent: number;
  /** The network failed part-way: the rest waits for the next attempt. */
  interrupted: boolean;
}

// Worth another try later: no network, the server failing, the session to be read again, a first attempt still running.
const transient = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status >= 500 || [401, 409, 429].includes(error.status));

/** A new entry: the entry (its key makes a repeat answer the first), then each file not yet sent. */
async function sendCreate(change: OutboxChange) {
  if (!change.entryId) {
    const entry = await sendEntry(change.values, {
      key: change.key,
      onMade: (values) => putChange(Object.assign(change, { values })),
    });
    await putChange(Object.assign(change, { entryId: entry.id }));
  }
  await sendFiles(change, change.entryId as string);
}

async function sendFiles(change: OutboxChange, entryId: string) {
  for (const item of change.files) {
    if (item.sent) continue;
    await uploadAttachment(entryId, item.file, () => {}, item.key).done;
    item.sent = true;
    await putChange(change);
  }
}

/**
 * An edit: merged with the server's current version against the version it started from. Fields
 * only one side changed merge; if both changed one field differently the change waits for the user.
 */
async function sendEdit(change: OutboxChange, entryId: string, base: NonNullable<OutboxChange['base']>) {
  const theirs = valuesOf(await fetchEntry(entryId));
  const { merged, conflicts } = mergeEntry(base, change.values, theirs);
  if (conflicts.length > 0) {
    await putChange(Object.assign(change, { conflict: { theirs, fields: conflicts } }));
    return false;
  }
  await sendEntry(merged, {
    entryId,
    initial: theirs,
    key: change.key,
    onMade: (values) => putChange(Object.assign(change, { values: { ...change.values, ...values } })),
  });
  await sendFiles(change, entryId);
  return true;
}

let running: Promise<SyncResult> | null = null;

/**
 * Sends `userId`'s waiting changes in the order they were made. One pass at a time: a second call
 * while one runs gets the same pass. A change the server refuses is kept, marked, not retried.
 */
export function syncOutbox(userId: string): Promise<SyncResult> {
  running ??= (async () => {
    let sent = 0;
    try {
      for (const change of await listChanges(userId)) {
        if (change.conflict || change.refused) continue;
        try {
          if (!change.base) await sendCreate(change);
          else if (!(await sendEdit(change, change.entryId as string, change.base))) continue;
          await removeChange(change);
          sent += 1;
        } catch (error) {
          if (transient(error)) return { sent, interrupted: true };
          await putChange(Object.assign(change, { refused: errorMessage(error) }));
        }
      }
      return { sent, interrupted: false };
    } finally {
      running = null;
    }
  })();
  return running;
}
