import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// 16 px text on phones: iOS zooms into a focused field whose text is smaller.
const field =
  'w-full rounded-lg border bg-card px-3 text-base sm:text-sm placeholder:text-muted-foreground/80 disabled:opacity-60 aria-invalid:border-destructive';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(field, 'h-11 sm:h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'py-2', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={cn('text-sm font-medium', className)} {...props} />;
}

/** The inline message under a form field; announced to screen readers when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
