import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AttachmentUploads } from '../attachments/use-attachment-uploads.ts';
import { sharedEntryFields, sharedPhotos } from '../share/shared-entry.ts';
import type { SharedItem } from '../share/shared-inbox.ts';
import type { EntryFormValues } from './entry-form-model.ts';

/**
 * Fills a new entry with what another app shared: title, content and url source as changes the
 * user has not saved yet (so the draft keeps them and leaving asks first), photos as files that
 * upload when the entry is saved. Once only, though React runs effects twice in development.
 */
export function useSharedPrefill(
  form: UseFormReturn<EntryFormValues>,
  uploads: AttachmentUploads,
  shared: SharedItem | undefined,
) {
  const applied = useRef(false);
  const { add } = uploads;
  useEffect(() => {
    if (!shared || applied.current) return;
    applied.current = true;
    const { title, content, source } = sharedEntryFields(shared);
    const values = form.getValues();
    form.reset(
      { ...values, title: title || values.title, content, source: source ?? values.source },
      { keepDefaultValues: true },
    );
    add(sharedPhotos(shared));
  }, [form, add, shared]);
}
