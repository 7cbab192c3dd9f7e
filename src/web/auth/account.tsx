import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import type { Profile } from '../../shared/schemas/profile.ts';
import { errorMessage } from '../api/http.ts';
import { profileKeys } from '../api/profile.ts';
import { authClient } from './auth-client.ts';
import { loadProfile } from './synced-session.ts';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled: boolean;
}

export interface Account {
  /** True while the session is read or, once signed in, while the profile syncs. */
  loading: boolean;
  user: SignedInUser | null;
  profile: Profile | null;
  /** The session could not be read at all (the server did not answer, or refused with 429). */
  sessionError: (Error & { status?: number }) | null;
  syncError: Error | null;
  retrySync(): void;
  retrying: boolean;
  refreshSession(): void;
  signOut(): Promise<void>;
}

const AccountContext = createContext<Account | null>(null);

/**
 * Reads the session and, when a user appears, syncs their profile once per sign-in session (spec
 * section 4; later loads read it, see synced-session.ts).
 * A failed sync shows the 'Profile Sync Failed' toast; the auth page offers the retry.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = authClient.useSession();
  const rawUser = session.data?.user;
  const userId = rawUser?.id;
  const sessionId = session.data?.session.id;
  const sync = useQuery({
    queryKey: profileKeys.sync(userId ?? 'signed-out'),
    queryFn: () => loadProfile(sessionId ?? ''),
    enabled: Boolean(userId && sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (sync.error) toast.error('Profile Sync Failed', { description: errorMessage(sync.error) });
  }, [sync.error]);

  const signOut = useCallback(async () => {
    await authClient.signOut();
    queryClient.clear();
  }, [queryClient]);

  const user = useMemo<SignedInUser | null>(
    () =>
      rawUser
        ? {
            id: rawUser.id,
            email: rawUser.email,
            name: rawUser.name,
            twoFactorEnabled: Boolean((rawUser as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
          }
        : null,
    [rawUser],
  );

  const value: Account = {
    loading: session.isPending || (Boolean(userId) && sync.isPending && !sync.error),
    user,
    profile: sync.data ?? null,
    sessionError: session.error
      ? Object.assign(new Error(session.error.message ?? 'Session unavailable'), {
          status: session.error.status,
        })
      : null,
    syncError: sync.error,
    retrySync: () => void sync.refetch(),
    retrying: sync.isFetching,
    refreshSession: () => void session.refetch(),
    signOut,
  };
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): Account {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount must be used inside AccountProvider');
  return account;
}
