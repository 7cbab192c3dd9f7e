import { createLocation, createSource } from '../../api/catalog.ts';
import { createEntry, updateEntry } from '../../api/entries.ts';
import { type EntryFormValues, entryBody } from './entry-form-model.ts';

export interface SendTarget {
  /** The entry being edited; undefined for a new one. */
  entryId?: string;
  /** The values the edit started from (an unchanged date and time keep their seconds). */
  initial?: EntryFormValues;
  /** The create's Idempotency-Key: one per save, repeated by every retry of that save. */
  key: string;
  /** Told the values with each new place or source's id once made, so a retry does not make them twice. */
  onMade(values: EntryFormValues): void | Promise<void>;
}

/**
 * Sends one save of the editor: first a new location and a changed source, then the entry itself.
 * The editor's save and the offline outbox both send through here.
 */
export async function sendEntry(input: EntryFormValues, target: SendTarget) {
  let values = input;
  const location = values.location;
  if (location && !location.id) {
    const made = await createLocation(
      { label: location.label, lat: location.lat, lng: location.lng },
      `${target.key}-location`,
    );
    values = { ...values, location: { ...location, id: made.id } };
    await target.onMade(values);
  }
  const source = values.source;
  const text = source.reference_text.trim();
  if (text && !source.id) {
    const made = await createSource(
      { source_type: source.source_type, reference_text: text },
      `${target.key}-source`,
    );
    values = { ...values, source: { ...source, id: made.id } };
    await target.onMade(values);
  }
  const body = entryBody(
    values,
    { location_id: values.location?.id ?? null, source_id: text ? values.source.id : null },
    target.initial,
  );
  return target.entryId ? updateEntry(target.entryId, body) : createEntry(body, target.key);
}
