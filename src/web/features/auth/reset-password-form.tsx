import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authClient } from '../../auth/auth-client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { callAuth } from './auth-errors.ts';
import { NewPasswordField, newPasswordSchema } from './password-rules.tsx';

const schema = z
  .object({
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match' });
type Values = z.infer<typeof schema>;

/** Sets a new password from the emailed link (which carries ?token=, or ?error= when it has expired). */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  if (!token || params.get('error')) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="destructive" title="This reset link is invalid or has expired">
          <p>Ask for a new link; it works for one hour.</p>
        </Alert>
        <Link to="/auth/forgot-password" className="text-sm text-primary hover:underline">
          Send a new link
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password: newPassword }) => {
    setError(null);
    const result = await callAuth(() => authClient.resetPassword({ newPassword, token }));
    if (result.error) return setError(result.error);
    toast.success('Password changed', { description: 'Sign in with your new password.' });
    navigate('/auth', { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <Alert tone="destructive" title={error} />}
      <NewPasswordField form={form} name="password" id="new-password" label="New password" />
      <PasswordField
        form={form}
        name="confirm"
        id="confirm-password"
        label="Repeat the new password"
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
