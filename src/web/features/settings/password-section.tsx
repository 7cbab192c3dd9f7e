import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { CheckboxField, PasswordField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { NewPasswordField, newPasswordSchema } from '../auth/password-rules.tsx';
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
        <PasswordField
          form={form}
          name="currentPassword"
          id="settings-current-password"
          label="Current password"
        />
        <NewPasswordField form={form} name="newPassword" id="settings-new-password" label="New password" />
        <PasswordField
          form={form}
          name="confirmPassword"
          id="settings-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <CheckboxField label="Sign out of my other devices" {...form.register('revokeOtherSessions')} />
        <SubmitButton pending={change.isPending} pendingLabel="Changing..." className="self-start">
          Change password
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
