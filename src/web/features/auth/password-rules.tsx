import { Check, X } from 'lucide-react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { type FormBinding, PasswordField } from '../../components/ui/form-fields.tsx';
import { cn } from '../../lib/cn.ts';

/** The rules a new password must meet, in the order they are shown as the user types. */
const rules: { label: string; test: (pw: string) => boolean }[] = [
  { label: 'At least 8 characters', test: (pw) => pw.length >= 8 },
  { label: 'A letter', test: (pw) => /\p{L}/u.test(pw) },
  { label: 'A number or a symbol', test: (pw) => /[^\p{L}\s]/u.test(pw) },
  { label: 'At most 128 characters', test: (pw) => pw.length <= 128 },
];

/** The reasons a password is too weak; empty when it is good enough. */
export function passwordProblems(password: string): string[] {
  return rules.filter((r) => !r.test(password)).map((r) => r.label);
}

/** A new password field's schema: refused with every rule it breaks, in plain words. */
export const newPasswordSchema = z.string().superRefine((password, ctx) => {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `Password is too weak: needs ${problems.join(', ').toLowerCase()}`,
    });
  }
});

/** The rules with a tick or a cross each, updated as the user types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Password rules" className="grid gap-1 text-xs sm:grid-cols-2">
      {rules.slice(0, 3).map((rule) => {
        const ok = rule.test(password);
        const Icon = ok ? Check : X;
        return (
          <li
            key={rule.label}
            className={cn('flex items-center gap-1.5', ok ? 'text-success' : 'text-muted-foreground')}
          >
            <Icon aria-hidden className="size-3.5" />
            {rule.label}
            <span className="sr-only">{ok ? ' (met)' : ' (not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** A new password's field, with the rules ticked off below it as the user types. */
export function NewPasswordField<T extends FieldValues>({
  form,
  name,
  ...field
}: FormBinding<T> & { id: string; label: string }) {
  const password: string = form.watch(name);
  return (
    <PasswordField
      form={form}
      name={name}
      autoComplete="new-password"
      hint={<PasswordRules password={password} />}
      {...field}
    />
  );
}
