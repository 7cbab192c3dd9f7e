import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { authClient } from '../../auth/auth-client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../components/ui/form-fields.tsx';
import { callAuth } from './auth-errors.ts';

const schema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});
type Values = z.infer<typeof schema>;

/** Email and password; when the account has two-factor on, hands over to the code step. */
export function SignInForm({ onTwoFactor }: { onTwoFactor: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await callAuth(() => authClient.signIn.email(values));
    if (result.error) return setError(result.error);
    if ((result.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) onTwoFactor();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <Alert tone="destructive" title={error} />}
      <EmailField form={form} name="email" id="email" />
      <PasswordField form={form} name="password" id="password" />
      <div className="-mt-2 text-right">
        <Link to="/auth/forgot-password" className="text-sm text-primary hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting} size="lg">
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to Memento?{' '}
        <Link to="/auth/sign-up" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
