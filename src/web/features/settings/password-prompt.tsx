import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useAccount } from '../../auth/account.tsx';
import { Button, SubmitButton } from '../../components/ui/button.tsx';
import { DialogClose } from '../../components/ui/dialog.tsx';
import { PasswordField } from '../../components/ui/form-fields.tsx';
import { FieldError } from '../../components/ui/input.tsx';

const promptSchema = z.object({ password: z.string().min(1, 'Enter your password.') });

/** The change a password confirms: the mutation it is sent to, pending while it runs. */
interface PasswordAction {
  isPending: boolean;
  error: unknown;
  mutate: (password: string) => void;
}

/**
 * The "confirm with your password" step of a sensitive change, for use inside a dialog: the
 * password goes to `action`, whose last failure is shown under the form in plain words.
 */
export function PasswordPrompt({
  id,
  submitLabel,
  busyLabel,
  action,
  destructive,
  children,
}: {
  id: string;
  submitLabel: string;
  busyLabel: string;
  action: PasswordAction;
  destructive?: boolean;
  children?: ReactNode;
}) {
  const email = useAccount().user?.email ?? '';
  const form = useForm({ resolver: zodResolver(promptSchema), defaultValues: { password: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => action.mutate(password))}
      className="flex flex-col gap-4"
    >
      {children}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField form={form} name="password" id={id} />
      <FieldError message={action.error ? errorMessage(action.error) : undefined} />
      <DialogSubmitActions pending={action.isPending} pendingLabel={busyLabel} destructive={destructive}>
        {submitLabel}
      </DialogSubmitActions>
    </form>
  );
}

/** The button row at the foot of a dialog: stacked on phones, right-aligned from `sm` up. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** A dialog form's foot: Cancel, which closes the dialog, and the submit button (`children` its label). */
export function DialogSubmitActions({
  pending,
  pendingLabel,
  destructive,
  disabled,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  destructive?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton
        variant={destructive ? 'destructive' : 'default'}
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={disabled}
      >
        {children}
      </SubmitButton>
    </DialogActions>
  );
}
