import { useMutation } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { type EntryFormValues, fieldNames, fieldOfApi } from './entry-form-model.ts';
import { sendEntry } from './send-entry.ts';

type FormField = Parameters<UseFormReturn<EntryFormValues>['setError']>[0];

/** The server's "must not be blank" read as "Title must not be blank." next to the field. */
const sentence = (field: string, message: string) => {
  const text = `${fieldNames[field] ?? field} ${message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * Puts a refused request's field problems next to the fields; says whether any were placed, so the
 * caller falls back to a toast only when the message has nowhere else to go.
 */
export function showFieldErrors(form: UseFormReturn<EntryFormValues>, error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400 || error.fields.length === 0) return false;
  let placed = false;
  for (const problem of error.fields) {
    const field = fieldOfApi[problem.field.split('.')[0] ?? ''] as FormField | undefined;
    if (!field) continue;
    form.setError(field, { message: sentence(field, problem.message) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** One save of the editor: the values and the Idempotency-Key the offline outbox repeats if it must. */
export interface EntrySave {
  values: EntryFormValues;
  key: string;
}

/**
 * Saves the editor (see sendEntry): a new location or source, once made, is remembered in the form,
 * so a retry does not make it twice.
 */
export function useSaveEntry(
  form: UseFormReturn<EntryFormValues>,
  entryId: string | undefined,
  initial: EntryFormValues | undefined,
) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ values, key }: EntrySave) =>
      sendEntry(values, {
        entryId,
        initial,
        key,
        onMade: (made) => {
          form.setValue('location', made.location);
          form.setValue('source', made.source);
        },
      }),
    // Also after a failure: a location or source made before the entry was refused is real.
    onSettled: () => Promise.all([invalidate('entries'), invalidate('locations'), invalidate('sources')]),
  });
}
