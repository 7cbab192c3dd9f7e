import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from '../../api/http.ts';
import { type Feature, useInvalidate } from '../../api/invalidation.ts';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox.tsx';
import { FieldError, Label } from '../../components/ui/input.tsx';
import { ChipList } from './chip-list.tsx';
import type { Chip } from './entry-form-model.ts';

/** The form field a picker fills: the picked items, and the field's own error. */
export interface PickerField {
  value: Chip[];
  onChange: (next: Chip[]) => void;
  error?: string;
}

export interface LinkPickerProps extends PickerField {
  id: string;
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** What matches the query, best first, picked or not. */
  found: Chip[];
  loading: boolean;
  /** Why `found` could not be loaded, if it could not. */
  loadError: unknown;
  /** The kinds the user may create one of inline, e.g. topic / theme / emotion: one "Create" row each. */
  createKinds: readonly string[];
  create: (name: string, type: string) => Promise<Chip>;
  /** The feature whose views refresh after a creation, so the new item shows up there. */
  invalidates: Feature;
  classFor?: (item: Chip) => string;
  icon?: (item: Chip) => ReactNode;
}

/**
 * Picks several existing things (tags, connections) or creates one inline by name and kind; the
 * created item is saved at once, so it is reusable even if the entry is abandoned.
 */
export function LinkPicker(props: LinkPickerProps) {
  const { id, label, value: selected, onChange, query, onQueryChange } = props;
  const invalidate = useInvalidate();
  // Read when a creation finishes: the user may have typed on meanwhile, and that must not be wiped.
  const latestQuery = useRef(query);
  latestQuery.current = query;
  // Also read late: a chip picked while a creation was running must not be dropped when it lands.
  const latestSelected = useRef(selected);
  latestSelected.current = selected;

  const add = (item: Chip, typed: string) => {
    const current = latestSelected.current;
    if (!current.some((s) => s.id === item.id)) onChange([...current, item]);
    if (latestQuery.current.trim() === typed) onQueryChange('');
  };
  const creation = useMutation({
    mutationFn: async ({ name, type }: { name: string; type: string }) => {
      const made = await props.create(name, type);
      await invalidate(props.invalidates);
      // A chip holds no more than this, whatever the API answered (the form value and its draft stay small).
      return { id: made.id, name: made.name, type: made.type };
    },
    onSuccess: (item, { name }) => add(item, name),
  });

  const name = query.trim();
  const exists = props.found.some((item) => item.name.toLowerCase() === name.toLowerCase());
  const candidates = props.found.filter((item) => !selected.some((s) => s.id === item.id));
  const options: ComboboxOption[] = candidates.map((item) => ({
    key: item.id,
    text: item.name,
    label: (
      <>
        {props.icon?.(item)}
        <span className="truncate">{item.name}</span>
        <span className="ml-auto text-xs text-muted-foreground capitalize">{item.type}</span>
      </>
    ),
    onSelect: () => add(item, name),
  }));
  if (name && !exists && !creation.isPending) {
    for (const kind of props.createKinds) {
      const text = `Create ${kind} "${name}"`;
      options.push({
        key: `create-${kind}`,
        text,
        label: (
          <>
            <Plus aria-hidden className="size-4 text-primary" />
            <span className="truncate">{text}</span>
          </>
        ),
        onSelect: () => creation.mutate({ name, type: kind }),
      });
    }
  }

  const errorText =
    props.error ??
    (creation.error ? `Could not create "${name}": ${errorMessage(creation.error)}` : undefined);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <ChipList
        items={selected}
        label={`Picked ${label.toLowerCase()}`}
        onRemove={(item) => onChange(selected.filter((s) => s.id !== item.id))}
        classFor={props.classFor}
        icon={props.icon}
      />
      <Combobox
        id={id}
        query={query}
        onQueryChange={(next) => {
          creation.reset();
          onQueryChange(next);
        }}
        options={options}
        placeholder={props.placeholder}
        loading={props.loading || creation.isPending}
        error={props.loadError ? `${label} could not be loaded: ${errorMessage(props.loadError)}` : undefined}
        emptyText={name ? 'No matches' : 'Nothing to pick yet: type a name to create one'}
        aria-describedby={errorText ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={errorText} />
    </div>
  );
}
