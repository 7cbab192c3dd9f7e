import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import { metaQuery } from '../../api/meta.ts';
import { useAccount } from '../../auth/account.tsx';
import { safeRedirect } from '../../auth/safe-redirect.ts';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { revealApp } from '../../layout/prerendered-page.ts';
import { AuthShell } from './auth-shell.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ProfileSyncError } from './profile-sync-error.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { screenFor, titles } from './screens.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

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
  const loadingSession = account.loading && !sessionKnown.current;
  // The server drew the sign-in form in the HTML: it stays on screen until this page has more than
  // its loader to show, so the first paint is not replaced by a spinner (prerendered-page.ts).
  useLayoutEffect(() => {
    if (!loadingSession) revealApp();
  }, [loadingSession]);
  if (loadingSession) return <LoadingState label="Loading..." />;
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
