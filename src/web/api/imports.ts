import { queryOptions } from '@tanstack/react-query';
import type { ErrorBody } from '../../shared/errors.ts';
import type { Import } from '../../shared/schemas/imports.ts';
import { ApiError, call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

/** The import endpoints: upload a file (with progress), follow its job, the history. */

const root = ['imports'] as const satisfies [Feature];

/** True while the server still works on the import. */
export const isUnfinished = (item: Pick<Import, 'status'>) =>
  item.status === 'queued' || item.status === 'running';

export const importQueries = {
  /** The newest imports; polled every 1.5 s while one of them is still running, so its bar moves. */
  history: () =>
    queryOptions({
      queryKey: [...root, 'history'] as const,
      queryFn: ({ signal }) =>
        call(client.GET('/api/v1/imports', { params: { query: { limit: 20 } }, signal })),
      refetchInterval: (query) => (query.state.data?.items.some(isUnfinished) ? 1500 : false),
    }),
};

export interface ImportUpload {
  done: Promise<Import>;
  cancel(): void;
}

/**
 * Sends the file's bytes to POST /imports. XMLHttpRequest rather than fetch: only it reports
 * upload progress in every browser. `onProgress` gets a fraction from 0 to 1. A new
 * Idempotency-Key per upload: a retried request after a lost answer starts no second import.
 */
export function uploadImport(file: File, onProgress: (fraction: number) => void): ImportUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Import>((resolve, reject) => {
    xhr.open('POST', `/api/v1/imports?name=${encodeURIComponent(file.name.slice(0, 200))}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('idempotency-key', crypto.randomUUID());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 202) return resolve(xhr.response as Import);
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
