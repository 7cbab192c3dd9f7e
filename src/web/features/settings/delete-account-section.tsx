import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { FormField, PasswordField } from '../../components/ui/form-fields.tsx';
import { FieldError } from '../../components/ui/input.tsx';
import { toast } from '../../lib/toast.ts';
import { DialogSubmitActions } from './password-prompt.tsx';
import { authCall } from './settings-errors.ts';
import { SettingsSection } from './settings-section.tsx';

const CONFIRM_WORD = 'DELETE';

const deleteSchema = z.object({
  confirm: z
    .string()
    .refine((v) => v.trim() === CONFIRM_WORD, `Type ${CONFIRM_WORD} in capital letters to confirm.`),
  password: z.string().min(1, 'Enter your password.'),
});
type DeleteForm = z.infer<typeof deleteSchema>;

/** Deletes the account and everything in it, after the typed word and the password. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      tone="destructive"
      description="Permanently delete your account and everything in it: entries, connections, groups and digests."
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive">Delete account...</Button>
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="This cannot be undone. Your account and all of your data will be deleted, and you will be signed out everywhere."
        >
          <DeleteForm />
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

function DeleteForm() {
  const navigate = useNavigate();
  const { signOut } = useAccount();
  const form = useForm<DeleteForm>({
    resolver: zodResolver(deleteSchema),
    defaultValues: { confirm: '', password: '' },
  });
  const confirmed = form.watch('confirm').trim() === CONFIRM_WORD;

  const remove = useMutation({
    // Without the signal the session is not re-read at once: otherwise the route guard would see the
    // account vanish and send the user to /auth before the landing page has loaded.
    mutationFn: ({ password }: DeleteForm) =>
      authCall(() => authClient.deleteUser({ password }, { disableSignal: true })),
    onSuccess: async () => {
      toast.success('Your account was deleted');
      await navigate('/landing', { replace: true });
      try {
        await signOut();
      } catch {
        // The account is gone either way; a full load forgets whatever this tab still remembers.
        window.location.assign('/landing');
      }
    },
    onError: (error) => toast.error('Could not delete your account', { description: errorMessage(error) }),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => remove.mutate(v))} className="flex flex-col gap-4">
      <FormField
        form={form}
        name="confirm"
        id="delete-confirm"
        label={`Type ${CONFIRM_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <PasswordField form={form} name="password" id="delete-password" />
      <FieldError message={remove.error ? errorMessage(remove.error) : undefined} />
      <DialogSubmitActions
        pending={remove.isPending}
        pendingLabel="Deleting..."
        destructive
        disabled={!confirmed}
      >
        Delete my account
      </DialogSubmitActions>
    </form>
  );
}
