import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, Field } from '../../components/ui/form-fields.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { newPasswordSchema, PasswordRules } from '../auth/password-rules.tsx';
import { authCall } from './settings-errors.ts';
import { SettingsSection } from './settings-section.tsx';

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match.',
  })
  .refine((v) => v.newPassword !== v.currentPassword || v.newPassword === '', {
    path: ['newPassword'],
    message: 'Choose a password different from the current one.',
  });
type PasswordForm = z.infer<typeof passwordSchema>;

const empty: PasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

/** Changes the password, checking the current one; the same strength rules as sign-up. */
export function PasswordSection() {
  const { user } = useAccount();
  const invalidate = useInvalidate();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordSchema), defaultValues: empty });
  const newPassword = form.watch('newPassword');

  const change = useMutation({
    mutationFn: (v: PasswordForm) =>
      authCall(() =>
        authClient.changePassword({
          currentPassword: v.currentPassword,
          newPassword: v.newPassword,
          revokeOtherSessions: v.revokeOtherSessions,
        }),
      ),
    onSuccess: (_data, v) => {
      form.reset(empty);
      void invalidate('sessions');
      toast.success('Password changed', {
        description: v.revokeOtherSessions ? 'Your other devices were signed out.' : undefined,
      });
    },
    onError: (error) => toast.error('Could not change your password', { description: errorMessage(error) }),
  });

  const { errors } = form.formState;
  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Enter your current password, then a new one."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => change.mutate(v))}
        className="flex max-w-md flex-col gap-4"
      >
        {/* Lets a password manager file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        <Field
          id="settings-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Field
          id="settings-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={<PasswordRules password={newPassword} />}
          {...form.register('newPassword')}
        />
        <Field
          id="settings-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <CheckboxField label="Sign out of my other devices" {...form.register('revokeOtherSessions')} />
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending && <Spinner className="text-current" />}
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
