import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import { metaQuery } from '../../api/meta.ts';
import { useAccount } from '../../auth/account.tsx';
import { safeRedirect } from '../../auth/safe-redirect.ts';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { AuthShell } from './auth-shell.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ProfileSyncError } from './profile-sync-error.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

type Screen = 'sign-in' | 'sign-up' | 'forgot' | 'reset';

/** Sign-up shows when the path or query mentions sign-up or signup (PRODUCT-SPEC section 2). */
function screenFor(pathname: string, search: string): Screen {
  if (pathname.startsWith('/auth/forgot-password')) return 'forgot';
  if (pathname.startsWith('/auth/reset-password')) return 'reset';
  return /sign-?up/i.test(`${pathname}${search}`) ? 'sign-up' : 'sign-in';
}

const titles: Record<Screen, [string, string]> = {
  'sign-in': ['Welcome back', 'Sign in to your journal.'],
  'sign-up': ['Create your account', 'Start capturing the moments that matter.'],
  forgot: ['Forgot password?', 'We will email you a link to set a new one.'],
  reset: ['Set a new password', 'Choose a password you have not used here before.'],
};

export default function AuthPage() {
  const account = useAccount();
  const location = useLocation();
  const [twoFactor, setTwoFactor] = useState(false);
  const meta = useQuery(metaQuery());
  const screen = screenFor(location.pathname, location.search);

  // Only the first session read shows the loader: sign-up and sign-in make the session be read
  // again, and unmounting the form then would lose what it has to say (a notice, an error).
  const sessionKnown = useRef(false);
  if (!account.loading) sessionKnown.current = true;
  if (account.loading && !sessionKnown.current) return <LoadingState label="Loading..." />;
  if (account.user && account.syncError) {
    return (
      <AuthShell title="Signing you in">
        <ProfileSyncError
          message={errorMessage(account.syncError)}
          retrying={account.retrying}
          onRetry={account.retrySync}
        />
      </AuthShell>
    );
  }
  if (account.user) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={screen === 'sign-up' ? '/dashboard' : safeRedirect(from)} replace />;
  }

  const [title, subtitle] = twoFactor
    ? ['Two-factor authentication', 'One more step to keep your journal private.']
    : titles[screen];
  return (
    <AuthShell title={title} subtitle={subtitle}>
      {twoFactor ? (
        <TwoFactorStep onCancel={() => setTwoFactor(false)} />
      ) : screen === 'sign-up' ? (
        // Offline the question waits for a network: the form shows meanwhile (as for an open sign-up).
        meta.isPending && meta.fetchStatus !== 'paused' ? (
          <LoadingState label="Loading..." />
        ) : (
          <SignUpForm signupMode={meta.data?.signup_mode ?? 'open'} />
        )
      ) : screen === 'forgot' ? (
        <ForgotPasswordForm />
      ) : screen === 'reset' ? (
        <ResetPasswordForm />
      ) : (
        <SignInForm onTwoFactor={() => setTwoFactor(true)} />
      )}
    </AuthShell>
  );
}
