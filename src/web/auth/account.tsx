import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Profile } from '../../shared/schemas/profile.ts';
import { errorMessage } from '../api/http.ts';
import { profileKeys } from '../api/profile.ts';
import { toast } from '../lib/toast.ts';
import { clearDeviceData, keepDeviceData } from '../offline/device-data.ts';
import {
  readOfflineAccount,
  saveOfflineAccount,
  setSignOutPending,
  signOutPending,
} from '../offline/offline-account.ts';
import { readSession, signOutOfServer, useSession } from './session.ts';
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
  /**
   * A sign-out started here and nobody has signed in since: the page is on its way to /landing,
   * which a slow device may draw only after the session has ended.
   */
  signingOut: boolean;
  /** No network: the account is the one last signed in on this device, its pages show saved data. */
  offline: boolean;
}

const AccountContext = createContext<Account | null>(null);

/**
 * Reads the session and, when a user appears, syncs their profile once per sign-in session (spec
 * section 4; later loads read it, see synced-session.ts).
 * A failed sync shows the 'Profile Sync Failed' toast; the auth page offers the retry.
 * Without a network the session cannot be read: the account last signed in here stands in
 * (src/web/offline/), until sign-out.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
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

  // Signed out without a network: the server's session ends once the network is back.
  const [pendingSignOut, setPendingSignOut] = useState(signOutPending);
  const [remembered, setRemembered] = useState(readOfflineAccount);
  // Once the app ran on the remembered account, reading the session again (back online) keeps it
  // shown instead of the 'Preparing your account...' spinner, so the open page is not replaced.
  const ranOffline = useRef(false);
  const offline = Boolean(
    remembered && !rawUser && !pendingSignOut && (session.error || (session.isPending && ranOffline.current)),
  );
  if (offline) ranOffline.current = true;
  const bridged = ranOffline.current && remembered?.user.id === userId && !sync.data;

  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    if (onlineManager.isOnline()) {
      try {
        await signOutOfServer();
      } catch (error) {
        setSigningOut(false);
        throw error;
      }
    } else {
      setSignOutPending(true);
      setPendingSignOut(true);
    }
    setRemembered(null);
    await clearDeviceData();
    queryClient.clear();
  }, [queryClient]);

  const serverUser = useMemo<SignedInUser | null>(
    () =>
      rawUser
        ? {
            id: rawUser.id,
            email: rawUser.email,
            name: rawUser.name,
            twoFactorEnabled: Boolean(rawUser.twoFactorEnabled),
          }
        : null,
    [rawUser],
  );
  // Signed in again (on the auth page, or in another tab): the next sign-out starts afresh.
  useEffect(() => {
    if (serverUser) setSigningOut(false);
  }, [serverUser]);
  const user = pendingSignOut ? null : offline ? (remembered?.user ?? null) : serverUser;
  const profile = pendingSignOut
    ? null
    : offline || bridged
      ? (remembered?.profile ?? null)
      : (sync.data ?? null);

  // Signed in and synced: remember the account for offline use and keep its data on this device.
  useEffect(() => {
    if (!user || !profile) return;
    if (!offline) saveOfflineAccount({ user, profile });
    keepDeviceData(queryClient, user.id, !offline);
  }, [user, profile, offline, queryClient]);

  // The server says nobody is signed in (expired, or signed out elsewhere): nothing stays here.
  const signedOutByServer = !session.isPending && !session.error && !rawUser;
  useEffect(() => {
    if (!signedOutByServer || !readOfflineAccount()) return;
    setRemembered(null);
    void clearDeviceData();
  }, [signedOutByServer]);

  // Back online: end a session signed out offline, and read the session again after an offline start.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (!online) return;
        if (signOutPending())
          void signOutOfServer().then(() => {
            setSignOutPending(false);
            setPendingSignOut(false);
          });
        else void readSession();
      }),
    [],
  );
  useEffect(() => {
    if (pendingSignOut && onlineManager.isOnline())
      void signOutOfServer().then(() => {
        setSignOutPending(false);
        setPendingSignOut(false);
      });
  }, [pendingSignOut]);

  const value: Account = {
    loading:
      offline || bridged
        ? false
        : session.isPending || (Boolean(userId) && !pendingSignOut && sync.isPending && !sync.error),
    user,
    profile,
    offline,
    sessionError: session.error
      ? Object.assign(new Error(session.error.message ?? 'Session unavailable'), {
          status: session.error.status,
        })
      : null,
    syncError: sync.error,
    retrySync: () => void sync.refetch(),
    retrying: sync.isFetching,
    refreshSession: () => void readSession(),
    signOut,
    signingOut,
  };
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccount(): Account {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount must be used inside AccountProvider');
  return account;
}
