import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { authClient } from '../../auth/auth-client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/form-fields.tsx';
import { callAuth } from './auth-errors.ts';

const schema = z.object({ email: z.email('Enter a valid email address') });

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    const result = await callAuth(() =>
      authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' }),
    );
    if (result.error) return setError(result.error);
    setSent(true);
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <Alert title="Check your email">
          <p>
            If an account exists for that address, we have sent it a link to set a new password. The link
            works for one hour.
          </p>
        </Alert>
        <Link to="/auth" className="text-sm text-primary hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <Alert tone="destructive" title={error} />}
      <EmailField form={form} name="email" id="email" />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
      <Link to="/auth" className="text-center text-sm text-muted-foreground hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}
