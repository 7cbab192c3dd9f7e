import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Import } from '../../../shared/schemas/imports.ts';
import { type ImportUpload, importQueries, uploadImport } from '../../api/imports.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fraction: number }
  | { phase: 'failed'; fileName: string; message: string };

/** One upload at a time: its progress, its error, and the queued import put into the history. */
export function useImportUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const handle = useRef<ImportUpload | null>(null);

  const start = useCallback(
    async (file: File) => {
      setState({ phase: 'uploading', fileName: file.name, fraction: 0 });
      const upload = uploadImport(file, (fraction) =>
        setState({ phase: 'uploading', fileName: file.name, fraction }),
      );
      handle.current = upload;
      try {
        const queued = await upload.done;
        // Show it at once; the history's polling takes it from here.
        queryClient.setQueryData(importQueries.history().queryKey, (old) =>
          old ? { ...old, items: [queued, ...old.items.filter((i: Import) => i.id !== queued.id)] } : old,
        );
        await queryClient.invalidateQueries({ queryKey: importQueries.history().queryKey });
        setState({ phase: 'idle' });
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The upload failed';
        setState(
          message === 'Upload cancelled'
            ? { phase: 'idle' }
            : { phase: 'failed', fileName: file.name, message },
        );
      } finally {
        handle.current = null;
      }
    },
    [queryClient],
  );

  const cancel = useCallback(() => handle.current?.cancel(), []);
  return { state, start, cancel };
}
