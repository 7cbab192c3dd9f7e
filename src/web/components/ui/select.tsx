import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A styled native select: the platform's own picker is the most usable one on phones and with a
 * keyboard, so this only dresses it to match Input.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="h-11 w-full cursor-pointer appearance-none rounded-lg border bg-card pr-9 pl-3 text-base sm:h-10 sm:text-sm disabled:opacity-60 aria-invalid:border-destructive"
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's choices, one `<option>` each. */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** Choices from a list of values and the label of each. */
export function labelled<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
