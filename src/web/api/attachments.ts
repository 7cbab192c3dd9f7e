import type { Attachment } from '../../shared/schemas/attachments.ts';
import { call, client, idempotencyKey } from './http.ts';
import type { BodyOf } from './paths.ts';
import { uploadBytes, uploadName } from './upload.ts';

/** The attachment endpoints: upload (with progress), caption, reorder, delete. */

export const updateAttachment = (id: string, body: BodyOf<'/api/v1/attachments/{id}', 'patch'>) =>
  call(client.PATCH('/api/v1/attachments/{id}', { params: { path: { id } }, body }));

export const deleteAttachment = (id: string) =>
  call(client.DELETE('/api/v1/attachments/{id}', { params: { path: { id } } }));

export const reorderAttachments = (entryId: string, ids: string[]) =>
  call(
    client.PUT('/api/v1/entries/{id}/attachments/order', {
      params: { path: { id: entryId } },
      body: { ids },
    }),
  );

/**
 * Sends one file's bytes to the entry, with progress (`onProgress` gets a fraction from 0 to 1);
 * `key` makes a repeated upload (the offline outbox's retry) answer the first instead of adding twice.
 */
export const uploadAttachment = (
  entryId: string,
  file: File,
  onProgress: (fraction: number) => void,
  key?: string,
) =>
  uploadBytes<Attachment>(
    `/api/v1/entries/${encodeURIComponent(entryId)}/attachments?name=${uploadName(file)}`,
    file,
    201,
    onProgress,
    key ? idempotencyKey(key) : {},
  );

/** The memo's words from the configured transcription endpoint; nothing is saved. */
export const transcribeAttachment = (id: string) =>
  call(client.POST('/api/v1/attachments/{id}/transcript', { params: { path: { id } } }));
