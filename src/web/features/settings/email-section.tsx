import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/form-fields.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
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
          <Field
            id="settings-email"
            label="New email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div className="min-w-0 flex-1">
          <Field
            id="settings-email-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
        </div>
        <Button type="submit" disabled={change.isPending} className="self-start sm:mt-6.5">
          {change.isPending && <Spinner className="text-current" />}
          {change.isPending ? 'Changing...' : 'Change email'}
        </Button>
      </form>
    </SettingsSection>
  );
}
