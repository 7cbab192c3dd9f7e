import type { EntryFormValues } from '../features/entry-editor/entry-form-model.ts';

export type EntryField = keyof EntryFormValues;

/** What identifies a field's value: linked records by id (a renamed tag is the same tag), lists in any order. */
function identity(field: EntryField, value: EntryFormValues[EntryField]): string {
  if (field === 'tags' || field === 'connections')
    return JSON.stringify((value as EntryFormValues['tags']).map((c) => c.id).sort());
  if (field === 'location') {
    const place = value as EntryFormValues['location'];
    return JSON.stringify(place ? (place.id ?? place.label) : null);
  }
  if (field === 'source') {
    const source = value as EntryFormValues['source'];
    return JSON.stringify(
      source.reference_text.trim() ? [source.source_type, source.reference_text.trim()] : null,
    );
  }
  return JSON.stringify(value);
}

export const sameValue = <F extends EntryField>(field: F, a: EntryFormValues[F], b: EntryFormValues[F]) =>
  identity(field, a) === identity(field, b);

export interface Merge {
  /** Every field one side changed takes that side's value; a conflicting field keeps the server's. */
  merged: EntryFormValues;
  /** Fields both sides changed to different values: the user chooses. */
  conflicts: EntryField[];
}

/**
 * Three-way merge of an edit made on this device (`mine`, started from `base`) with the entry as
 * the server has it now (`theirs`), field by field.
 */
export function mergeEntry(base: EntryFormValues, mine: EntryFormValues, theirs: EntryFormValues): Merge {
  const merged = { ...theirs };
  const conflicts: EntryField[] = [];
  for (const field of Object.keys(base) as EntryField[]) {
    const mineChanged = !sameValue(field, base[field], mine[field]);
    if (!mineChanged) continue;
    const theirsChanged = !sameValue(field, base[field], theirs[field]);
    if (theirsChanged && !sameValue(field, mine[field], theirs[field])) conflicts.push(field);
    else Object.assign(merged, { [field]: mine[field] });
  }
  return { merged, conflicts };
}
