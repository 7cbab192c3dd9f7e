import type { ErrorBody } from '../../shared/errors.ts';
import type { Attachment } from '../../shared/schemas/attachments.ts';
import { ApiError, call, client } from './http.ts';
import type { BodyOf } from './paths.ts';

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

export interface UploadHandle {
  done: Promise<Attachment>;
  cancel(): void;
}

/**
 * Sends one file's bytes to the entry. XMLHttpRequest rather than fetch: only it reports upload
 * progress in every browser. `onProgress` gets a fraction from 0 to 1.
 */
export function uploadAttachment(
  entryId: string,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    xhr.open(
      'POST',
      `/api/v1/entries/${encodeURIComponent(entryId)}/attachments?name=${encodeURIComponent(file.name.slice(0, 200))}`,
    );
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response as Attachment);
      const error = (xhr.response as ErrorBody | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'internal',
          error?.message ?? `The upload failed (${xhr.status})`,
        ),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'unavailable', 'Memento could not be reached. Check your connection and try again.'),
      );
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled'));
    xhr.send(file);
  });
  return { done, cancel: () => xhr.abort() };
}

/** The memo's words from the configured transcription endpoint; nothing is saved. */
export const transcribeAttachment = (id: string) =>
  call(client.POST('/api/v1/attachments/{id}/transcript', { params: { path: { id } } }));
