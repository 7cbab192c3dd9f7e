import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { authClient } from '../../auth/auth-client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, FormField } from '../../components/ui/form-fields.tsx';
import { callAuth } from './auth-errors.ts';
import { NewPasswordField, newPasswordSchema } from './password-rules.tsx';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: z.email('Enter a valid email address'),
  password: newPasswordSchema,
});
type Values = z.infer<typeof schema>;

/** Name, email and a password whose rules are shown as the user types. */
export function SignUpForm({ signupMode }: { signupMode: 'open' | 'waitlist' | 'closed' }) {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ title: string; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await callAuth(() => authClient.signUp.email(values));
    // The waitlist answers 403 with the message the person should read, which is not a failure.
    if (result.error && signupMode === 'waitlist' && result.status === 403) {
      return setNotice({
        title: 'You are on the waitlist',
        text: `We will write to ${values.email} as soon as your account is ready.`,
      });
    }
    if (result.error) return setError(result.error);
    // Sign-up answers alike for a new address and a taken one and opens no session: signing in
    // tells them apart here, for the person who typed the password, and for nobody else.
    const signIn = await callAuth(() =>
      authClient.signIn.email({ email: values.email, password: values.password }),
    );
    if (signIn.status === 401 || (signIn.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      return setNotice({
        title: 'Check your email',
        text: `If ${values.email} already has a Memento account, we have emailed it how to sign in or reset the password.`,
      });
    }
    if (signIn.error) setError(signIn.error);
  });

  if (signupMode === 'closed') {
    return (
      <Alert title="Sign-up is closed">
        <p>This Memento does not take new accounts. Ask its operator for one.</p>
      </Alert>
    );
  }
  if (notice) return <Alert title={notice.title}>{notice.text}</Alert>;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {signupMode === 'waitlist' && (
        <Alert title="Sign-up is by waitlist">
          <p>Leave your details; the operator approves new accounts and we will write to you.</p>
        </Alert>
      )}
      {error && <Alert tone="destructive" title={error} />}
      <FormField form={form} name="name" id="name" label="Name" autoComplete="name" />
      <EmailField form={form} name="email" id="email" />
      <NewPasswordField form={form} name="password" id="password" label="Password" />
      <Button type="submit" disabled={isSubmitting} size="lg">
        {isSubmitting ? 'Creating your account...' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/auth" className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
