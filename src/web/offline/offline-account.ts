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

// The keys live beside the first reads' script, which reads both to guess whether a signed-in
// page's reads are worth starting before the app runs (src/shared/first-reads-script.ts).
// `signOutPendingKey` is set when sign-out happened without a network: the server's session still
// has to be ended.

export function readOfflineAccount(): OfflineAccount | null {
  try {
    const raw = localStorage.getItem(offlineAccountKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<OfflineAccount>) : null;
    return parsed?.user?.id && parsed.profile ? (parsed as OfflineAccount) : null;
  } catch {
    return null;
  }
}

export function saveOfflineAccount(account: OfflineAccount) {
  try {
    localStorage.setItem(offlineAccountKey, JSON.stringify(account));
  } catch {
    // Storage full or refused (private mode): the app still works online.
  }
}

export const forgetOfflineAccount = () => localStorage.removeItem(offlineAccountKey);

export const signOutPending = () => localStorage.getItem(signOutPendingKey) === '1';
export const setSignOutPending = (pending: boolean) =>
  pending ? localStorage.setItem(signOutPendingKey, '1') : localStorage.removeItem(signOutPendingKey);
