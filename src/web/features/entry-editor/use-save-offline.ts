import { useCallback } from 'react';
import { ApiError, newIdempotencyKey } from '../../api/http.ts';
import type { OutboxChange } from '../../offline/outbox.ts';
import { useKeepChange } from '../../offline/use-outbox.ts';
import type { AttachmentUploads } from '../attachments/use-attachment-uploads.ts';
import type { EntryFormValues } from './entry-form-model.ts';

/** The request never got an answer: the network, not the server, said no. */
export const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Keeps one save of the editor on this device (the outbox) when there is no network, with the
 * files it has not sent yet; the save's Idempotency-Key goes with it, so if the first attempt did
 * reach the server, sending it again makes nothing twice.
 */
export function useSaveOffline(
  userId: string,
  entryId: string | undefined,
  initial: EntryFormValues | undefined,
  uploads: AttachmentUploads,
) {
  const keep = useKeepChange();
  return useCallback(
    async (values: EntryFormValues, key: string) => {
      const change: OutboxChange = {
        id: newIdempotencyKey(),
        userId,
        createdAt: new Date().toISOString(),
        key,
        values,
        base: entryId ? initial : undefined,
        entryId,
        files: uploads.items
          .filter((item) => item.status !== 'uploading')
          .map((item) => ({ file: item.file, key: newIdempotencyKey() })),
      };
      await keep(change);
    },
    [keep, userId, entryId, initial, uploads.items],
  );
}
