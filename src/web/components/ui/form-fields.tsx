import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { FieldError, Input, Label, Textarea } from './input.tsx';
import { NativeSelect } from './select.tsx';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The ids a control is described by: its error and its hint, when it has them. */
const describedBy = ({ id, error, hint }: FieldProps) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

/** What ties a control to its label, its error and its hint. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label above, the hint and the inline error below, and between them the control `children`
 * renders, wired to them for screen readers: one layout for every field.
 */
function FieldFrame({
  className,
  children,
  ...field
}: FieldProps & { className?: string; children: (control: ControlProps) => ReactNode }) {
  const { id, label, error, hint } = field;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(field) })}
      {hint && <div id={`${id}-hint`}>{hint}</div>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled input with its inline error, wired for screen readers. */
export function Field({ id, label, error, hint, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...input} />}
    </FieldFrame>
  );
}

/**
 * A label above an input whose error is shown elsewhere (a row of fields shares one error line):
 * `errorId` names that error while this input is invalid.
 */
export function LabelledInput({
  id,
  label,
  errorId,
  ...input
}: { id: string; label: string; errorId?: string } & ComponentProps<'input'>) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...input} />
    </div>
  );
}

/** Which field of which react-hook-form form a control is registered on. */
export interface FormBinding<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
}

type FormFieldProps<T extends FieldValues> = FormBinding<T> &
  Omit<FieldProps, 'error'> &
  Omit<ComponentProps<'input'>, 'form' | 'name'>;

/** A Field registered on its form, showing that field's validation error. */
export function FormField<T extends FieldValues>({ form, name, ...field }: FormFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return <Field error={error?.message} {...field} {...form.register(name)} />;
}

/** A password FormField, labelled 'Password' and filled as the current password unless told otherwise. */
export function PasswordField<T extends FieldValues>(
  props: Omit<FormFieldProps<T>, 'label' | 'type'> & { label?: string },
) {
  return <FormField label="Password" autoComplete="current-password" {...props} type="password" />;
}

/** An email FormField, labelled 'Email' unless told otherwise. */
export function EmailField<T extends FieldValues>(
  props: Omit<FormFieldProps<T>, 'label' | 'type'> & { label?: string },
) {
  return <FormField label="Email" autoComplete="email" {...props} type="email" />;
}

/** A labelled textarea with its inline error, wired for screen readers. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} {...textarea} />}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it, the whole line clickable. */
export function CheckboxField({
  label,
  ...input
}: { label: ReactNode } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-4 accent-primary" {...input} />
      {label}
    </label>
  );
}

/** A labelled select of `children` (its options) with its hint and inline error, wired like Field. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <NativeSelect {...control} {...select}>
          {children}
        </NativeSelect>
      )}
    </FieldFrame>
  );
}
