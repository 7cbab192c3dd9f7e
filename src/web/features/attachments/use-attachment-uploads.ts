import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment } from '../../../shared/schemas/attachments.ts';
import { uploadAttachment } from '../../api/attachments.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import type { UploadHandle } from '../../api/upload.ts';
import { toast } from '../../lib/toast.ts';

/** A file on its way to an entry: waiting for the entry to be saved, uploading, or failed. */
export interface PendingUpload {
  key: string;
  file: File;
  /** A local preview of an image, shown until the server's thumbnail exists. */
  previewUrl: string | null;
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

/**
 * The editor's uploads. On a saved entry each file goes up as soon as it is added, one after
 * another; on a new entry files wait until `flush(id)` is called with the entry just created.
 */
export function useAttachmentUploads(entryId: string | undefined) {
  const invalidate = useInvalidate();
  const [items, setItems] = useState<PendingUpload[]>([]);
  const handles = useRef(new Map<string, UploadHandle<Attachment>>());
  const queue = useRef(Promise.resolve());

  const patch = useCallback((key: string, change: Partial<PendingUpload>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);
  const drop = useCallback((key: string) => {
    setItems((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((item) => item.key !== key);
    });
  }, []);

  const send = useCallback(
    async (item: PendingUpload, id: string) => {
      patch(item.key, { status: 'uploading', progress: 0, error: undefined });
      const handle = uploadAttachment(id, item.file, (progress) => patch(item.key, { progress }));
      handles.current.set(item.key, handle);
      try {
        await handle.done;
        drop(item.key);
        await invalidate('entries');
      } catch (error) {
        if (error instanceof ApiError && error.code === 'aborted') return;
        patch(item.key, { status: 'failed', error: errorMessage(error) });
        toast.error(`${item.file.name || 'The file'} could not be attached`, {
          description: errorMessage(error),
        });
      } finally {
        handles.current.delete(item.key);
      }
    },
    [patch, drop, invalidate],
  );

  const enqueue = useCallback(
    (item: PendingUpload, id: string) => {
      queue.current = queue.current.then(() => send(item, id));
      return queue.current;
    },
    [send],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map<PendingUpload>((file) => ({
        key: crypto.randomUUID(),
        file,
        previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        progress: 0,
        status: 'waiting',
      }));
      setItems((list) => [...list, ...added]);
      if (entryId) for (const item of added) void enqueue(item, entryId);
    },
    [entryId, enqueue],
  );

  /** Stops an upload (or drops a waiting file) and forgets it. */
  const cancel = useCallback(
    (key: string) => {
      handles.current.get(key)?.cancel();
      drop(key);
    },
    [drop],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key);
      if (item && entryId) void enqueue(item, entryId);
    },
    [items, entryId, enqueue],
  );

  /** Uploads every waiting file to the entry just created; resolves when all have settled. */
  const flush = useCallback(
    async (id: string) => {
      await Promise.all(items.filter((i) => i.status === 'waiting').map((i) => enqueue(i, id)));
    },
    [items, enqueue],
  );

  // Leaving the editor stops what is still uploading.
  useEffect(
    () => () => {
      for (const handle of handles.current.values()) handle.cancel();
    },
    [],
  );

  return { items, add, cancel, retry, flush, busy: items.some((i) => i.status === 'uploading') };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
