import { useMutation } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { createLocation, createSource } from '../../api/catalog.ts';
import { createEntry, updateEntry } from '../../api/entries.ts';
import { ApiError } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { type EntryFormValues, entryBody, fieldNames, fieldOfApi } from './entry-form-model.ts';

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

/**
 * Saves the editor: first a new location and a changed source (each remembered in the form once
 * made, so a retry does not make them twice), then the entry itself.
 */
export function useSaveEntry(
  form: UseFormReturn<EntryFormValues>,
  entryId: string | undefined,
  initial: EntryFormValues | undefined,
) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (values: EntryFormValues) => {
      let location = values.location;
      if (location && !location.id) {
        const made = await createLocation({ label: location.label, lat: location.lat, lng: location.lng });
        location = { ...location, id: made.id };
        form.setValue('location', location);
      }
      let source = values.source;
      const text = source.reference_text.trim();
      if (text && !source.id) {
        const made = await createSource({ source_type: source.source_type, reference_text: text });
        source = { ...source, id: made.id };
        form.setValue('source', source);
      }
      const body = entryBody(
        values,
        { location_id: location?.id ?? null, source_id: text ? source.id : null },
        initial,
      );
      return entryId ? updateEntry(entryId, body) : createEntry(body);
    },
    // Also after a failure: a location or source made before the entry was refused is real.
    onSettled: () => Promise.all([invalidate('entries'), invalidate('locations'), invalidate('sources')]),
  });
}
