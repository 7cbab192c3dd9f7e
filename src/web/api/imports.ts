import { queryOptions } from '@tanstack/react-query';
import type { Import } from '../../shared/schemas/imports.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';
import { type UploadHandle, uploadBytes, uploadName } from './upload.ts';

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

export type ImportUpload = UploadHandle<Import>;

/**
 * Sends the file's bytes to POST /imports, with progress. A new Idempotency-Key per upload: a
 * retried request after a lost answer starts no second import.
 */
export const uploadImport = (file: File, onProgress: (fraction: number) => void): ImportUpload =>
  uploadBytes<Import>(`/api/v1/imports?name=${uploadName(file)}`, file, 202, onProgress, {
    'idempotency-key': crypto.randomUUID(),
  });
