import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccount } from '../auth/account.tsx';
import { CardGridSkeleton } from '../components/ui/skeleton.tsx';
import { ServiceUnavailable } from './service-unavailable.tsx';

/**
 * Guards the signed-in routes: a spinner while the account loads, /auth (remembering where from) when
 * signed out, and /landing when signed out from this page.
 */
export function RequireAccount() {
  const account = useAccount();
  const location = useLocation();
  // The account's updates render synchronously (they come through useSyncExternalStore): the page
  // behind the guard, once the account is ready, is drawn in a background pass React splits into
  // short tasks, with the spinner kept until then (decision 039). Loading again shows at once.
  const stillLoading = useDeferredValue(account.loading);
  // The sign-out moved to /landing first, but a slow device can draw the session's end before it has
  // drawn the landing page: this guard then still shows, and sends the person on to the same place.
  if (account.signingOut && !account.user) return <Navigate to="/landing" replace />;
  if (account.loading || stillLoading) return <CardGridSkeleton label="Preparing your account..." />;
  if (account.sessionError && !account.user)
    return (
      <ServiceUnavailable
        rateLimited={account.sessionError.status === 429}
        onRetry={account.refreshSession}
      />
    );
  if (!account.user || account.syncError) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/auth" replace state={{ from }} />;
  }
  return <Outlet />;
}
