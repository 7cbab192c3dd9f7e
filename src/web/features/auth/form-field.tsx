import type { ComponentProps, ReactNode } from 'react';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';

/** A labelled input with its inline error, wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: ReactNode } & ComponentProps<'input'>) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <div id={`${id}-hint`}>{hint}</div>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
