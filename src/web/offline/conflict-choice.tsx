import { useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Dialog, DialogContent } from '../components/ui/dialog.tsx';
import type { EntryFormValues } from '../features/entry-editor/entry-form-model.ts';
import { fieldNames } from '../features/entry-editor/entry-form-model.ts';
import { type EntryField, mergeEntry } from './merge-entry.ts';
import type { OutboxChange } from './outbox.ts';
import { useKeepChange } from './use-outbox.ts';

/** A field's value as words, for choosing between two versions. */
function shown(field: EntryField, values: EntryFormValues): string {
  const value = values[field];
  if (field === 'tags' || field === 'connections')
    return (value as EntryFormValues['tags']).map((c) => c.name).join(', ') || 'None';
  if (field === 'location') return (value as EntryFormValues['location'])?.label || 'None';
  if (field === 'source') return (value as EntryFormValues['source']).reference_text || 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === '') return 'None';
  return String(value);
}

/** Both versions of each conflicting field, side by side; the user picks one of each. */
export default function ChooseVersions({ change, onLater }: { change: OutboxChange; onLater(): void }) {
  const keep = useKeepChange();
  const conflict = change.conflict as NonNullable<OutboxChange['conflict']>;
  const [choice, setChoice] = useState<Partial<Record<EntryField, 'mine' | 'theirs'>>>({});
  const chosen = conflict.fields.every((f) => choice[f]);

  const save = () => {
    const { merged } = mergeEntry(change.base as EntryFormValues, change.values, conflict.theirs);
    for (const field of conflict.fields)
      if (choice[field] === 'mine') Object.assign(merged, { [field]: change.values[field] });
    // The server's version is the new starting point: the next pass sends just what was chosen.
    void keep({ ...change, base: conflict.theirs, values: merged, conflict: undefined });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onLater()}>
      <DialogContent
        title="This activity was changed elsewhere"
        description={`“${change.values.title}” was edited on another device while this one was offline. Choose which version to keep.`}
      >
        {conflict.fields.map((field) => (
          <fieldset key={field} className="flex flex-col gap-2 rounded-lg border p-3">
            <legend className="px-1 text-sm font-semibold">{fieldNames[field] ?? field}</legend>
            {(['mine', 'theirs'] as const).map((side) => (
              <label key={side} className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`conflict-${field}`}
                  checked={choice[field] === side}
                  onChange={() => setChoice((c) => ({ ...c, [field]: side }))}
                  className="mt-1"
                />
                <span>
                  <span className="font-medium">{side === 'mine' ? 'This device: ' : 'Other version: '}</span>
                  <span className="whitespace-pre-wrap break-words">
                    {shown(field, side === 'mine' ? change.values : conflict.theirs)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        <Button onClick={save} disabled={!chosen}>
          Keep chosen versions
        </Button>
      </DialogContent>
    </Dialog>
  );
}
