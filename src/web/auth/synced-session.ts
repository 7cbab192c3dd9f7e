import { forgetFirstReads } from '../api/first-reads.ts';
import { call, client } from '../api/http.ts';
import { syncProfile } from '../api/profile.ts';

const profileAddress = '/api/v1/profile';

// The id of the sign-in session whose profile was last synced in this browser. Not a secret: the
// session's token is in the httpOnly cookie, never here.
const STORAGE_KEY = 'memento.profile-synced-session';

function syncedSession(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The signed-in user's profile, synced once per sign-in session (spec section 4): the first load
 * after signing in posts the sync; later loads and reloads of the same session only read the profile,
 * and sync again if it is missing.
 */
export async function loadProfile(sessionId: string) {
  // The dashboard's HTML may have started this read (server/http/first-reads.ts); the API client
  // takes that answer.
  if (syncedSession() === sessionId) {
    const profile = await call(client.GET(profileAddress));
    if (profile) return profile;
  }
  // Syncing instead: an answer started by the HTML and left there would be handed, from before the
  // sync, to the next page that reads the profile.
  forgetFirstReads(profileAddress);
  const profile = await syncProfile();
  try {
    localStorage.setItem(STORAGE_KEY, sessionId);
  } catch {
    // Storage refused (private mode, quota): the next load syncs again, which is harmless.
  }
  return profile;
}
