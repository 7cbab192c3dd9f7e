import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { authCall, SettingsError } from './settings-errors.ts';
import { SettingsSection } from './settings-section.tsx';

const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your new email address.')
    .pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Enter your current password.'),
});
type EmailForm = z.infer<typeof emailSchema>;

/**
 * Changes the sign-in email. The server asks for the current password (a session left open is not
 * enough), changes the address at once and tells the old address.
 */
export function EmailSection() {
  const { user, refreshSession } = useAccount();
  const form = useForm<EmailForm>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '', password: '' },
  });

  const change = useMutation({
    mutationFn: async ({ email, password }: EmailForm) => {
      const newEmail = email.toLowerCase();
      if (newEmail === user?.email) throw new SettingsError('That is already your email address.', 400);
      // `password` is Memento's own requirement (server/auth/change-email-guard.ts), unknown to the client's types.
      await authCall(() => authClient.changeEmail({ newEmail, password } as { newEmail: string }));
      // The server answers the same way when the address belongs to someone else (so it cannot be probed),
      // so read the account back to tell the user what really happened.
      const session = await authCall(() => authClient.getSession({ query: { disableCookieCache: true } }));
      if (session.user.email !== newEmail) {
        throw new SettingsError('That email address cannot be used. Try another one.', 409);
      }
      return newEmail;
    },
    onSuccess: (newEmail) => {
      form.reset({ email: '', password: '' });
      refreshSession();
      toast.success('Email changed', { description: `You now sign in with ${newEmail}.` });
    },
    onError: (error) => toast.error('Could not change your email', { description: errorMessage(error) }),
  });

  return (
    <SettingsSection
      id="email"
      title="Email"
      description={user ? `You sign in with ${user.email}.` : 'The address you sign in with.'}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="min-w-0 flex-1">
          <EmailField
            form={form}
            name="email"
            id="settings-email"
            label="New email"
            placeholder="you@example.com"
          />
        </div>
        <div className="min-w-0 flex-1">
          <PasswordField form={form} name="password" id="settings-email-password" label="Your password" />
        </div>
        <SubmitButton pending={change.isPending} pendingLabel="Changing..." className="self-start sm:mt-6.5">
          Change email
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
