import { offlineAccountKey, signOutPendingKey } from '../../shared/first-reads-script.ts';
import type { Profile } from '../../shared/schemas/profile.ts';

/**
 * The signed-in account as last seen online, so the app opens on this device without a network
 * (the session cannot be read then). Local storage, not IndexedDB: the guard needs it at once.
 * Removed on sign-out, when the server says the session ended, and when another user signs in.
 */
export interface OfflineAccount {
  user: { id: string; email: string; name: string; twoFactorEnabled: boolean };
  profile: Profile;
}

// The page's first reads guess from both whether to start a signed-in page's reads before the app
// runs (src/shared/first-reads-script.ts).
const ACCOUNT_KEY = offlineAccountKey;
// Set when sign-out happened without a network: the server's session still has to be ended.
const SIGN_OUT_KEY = signOutPendingKey;

export function readOfflineAccount(): OfflineAccount | null {
  try {
    const raw = localStorage.getItem(ACCOUNT_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<OfflineAccount>) : null;
    return parsed?.user?.id && parsed.profile ? (parsed as OfflineAccount) : null;
  } catch {
    return null;
  }
}

export function saveOfflineAccount(account: OfflineAccount) {
  try {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
  } catch {
    // Storage full or refused (private mode): the app still works online.
  }
}

export const forgetOfflineAccount = () => localStorage.removeItem(ACCOUNT_KEY);

export const signOutPending = () => localStorage.getItem(SIGN_OUT_KEY) === '1';
export const setSignOutPending = (pending: boolean) =>
  pending ? localStorage.setItem(SIGN_OUT_KEY, '1') : localStorage.removeItem(SIGN_OUT_KEY);
