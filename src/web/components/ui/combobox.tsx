import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Spinner } from './spinner.tsx';

/** One row of the list: something to pick, or an action such as "Create ...". */
export interface ComboboxOption {
  key: string;
  label: ReactNode;
  /** Text read by screen readers and used by tests when the label is rich. */
  text: string;
  onSelect: () => void;
}

interface ComboboxProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  options: ComboboxOption[];
  placeholder?: string;
  loading?: boolean;
  /** Shown in the list instead of options when the source failed. */
  error?: string;
  emptyText?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * A text box with a filtered list under it (the WAI-ARIA combobox pattern): a click, typing or an
 * arrow opens it, arrows move, Enter picks and closes, Escape closes. Focus stays in the input, so
 * typing and picking never fight.
 */
export function Combobox({
  id,
  query,
  onQueryChange,
  options,
  placeholder,
  loading,
  error,
  emptyText = 'No matches',
  disabled,
  ...aria
}: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const current = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A pick closes the list: left open it would sit where the next field is and catch its clicks.
  // Typing or an arrow key opens it again for the next pick.
  const pick = (option: ComboboxOption | undefined) => {
    if (!option) return;
    option.onSelect();
    setActive(0);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((options.length + current + step) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      // Enter picks here; it must not submit the surrounding form.
      event.preventDefault();
      if (open) pick(options[current]);
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const showList = open && (options.length > 0 || loading || error || query.trim() !== '');
  return (
    <div>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={Boolean(showList)}
        aria-controls={listId}
        aria-activedescendant={showList && current >= 0 ? optionId(current) : undefined}
        aria-describedby={aria['aria-describedby']}
        placeholder={placeholder}
        disabled={disabled}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div
          id={listId}
          role="listbox"
          // In the flow, not floating: the fields below move down instead of being covered.
          className="mt-1 max-h-64 overflow-y-auto rounded-lg border bg-card p-1 shadow-lg"
        >
          {options.map((option, index) => (
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              aria-label={option.text}
              tabIndex={-1}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm',
                index === current && 'bg-accent text-accent-foreground',
              )}
            >
              {option.label}
            </div>
          ))}
          {options.length === 0 && (
            <p className="flex items-center gap-2 px-2.5 py-2 text-sm text-muted-foreground">
              {loading ? <Spinner className="size-4" /> : null}
              {error ? <span className="text-destructive">{error}</span> : loading ? 'Loading...' : emptyText}
            </p>
          )}
          {options.length > 0 && error && <p className="px-2.5 py-2 text-sm text-destructive">{error}</p>}
        </div>
      )}
    </div>
  );
}
