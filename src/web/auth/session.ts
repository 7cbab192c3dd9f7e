import { useSyncExternalStore } from 'react';
import { forgetFirstReads, takeFirstRead } from '../api/first-reads.ts';

/**
 * The sign-in session as every page reads it: `GET /api/auth/get-session` with plain fetch, the
 * read the HTML starts (decision 039). Better Auth's client (auth-client.ts, about 10 KiB
 * compressed) loads only with the pages that call it; it tells this store to read again after a call
 * that changes the session (sessionChanged), and this store reads again when Better Auth's own store
 * would: a tab shown again or back online (at most once in 5 s), another tab's sign-out or profile
 * change (the same `localStorage` message), and its own sign-out.
 */

export interface SessionData {
  user: { id: string; email: string; name: string; twoFactorEnabled?: boolean | null };
  session: { id: string };
}

export interface SessionError {
  message?: string;
  status?: number;
}

export interface SessionState {
  data: SessionData | null;
  error: SessionError | null;
  /** No session known yet and one being read. */
  isPending: boolean;
  isRefetching: boolean;
}

const basePath = '/api/auth';
// Better Auth's key and message, so its client in another tab and this store hear each other.
const messageKey = 'better-auth.message';
const focusInterval = 5_000;

let state: SessionState = { data: null, error: null, isPending: true, isRefetching: false };
let lastAnswer = '';
let flight: AbortController | undefined;
let lastFocusRead = 0;
const listeners = new Set<() => void>();

function update(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Reads the session again; a read in flight is dropped for the new one. `signedOut`: the session
 * was just ended here, so a read that fails still leaves nobody signed in.
 */
export async function readSession({ signedOut = false } = {}): Promise<void> {
  flight?.abort();
  const controller = new AbortController();
  flight = controller;
  update({ ...state, isPending: state.data === null, isRefetching: true, error: null });
  try {
    // The page's first read of the session was started by its HTML (api/first-reads.ts).
    const address = `${basePath}/get-session`;
    const response = await (takeFirstRead(address) ??
      fetch(address, { credentials: 'include', signal: controller.signal }));
    const text = await response.text();
    if (controller.signal.aborted) return;
    const body = parseBody(text);
    if (!response.ok) {
      if (response.status === 401) forgetFirstReads();
      const message = (body as { message?: unknown } | null)?.message;
      update({
        data: response.status === 401 || signedOut ? null : state.data,
        error: { status: response.status, ...(typeof message === 'string' && { message }) },
        isPending: false,
        isRefetching: false,
      });
      return;
    }
    const data = body as Partial<SessionData> | null;
    // The same answer keeps the same object, so what depends on the user does not run again.
    const same = text === lastAnswer && state.data !== null;
    lastAnswer = text;
    const signedIn = Boolean(data?.session && data.user);
    // Without a user, the data reads the HTML started answer nobody and would only go stale.
    if (!signedIn) forgetFirstReads();
    update({
      data: same ? state.data : signedIn ? (data as SessionData) : null,
      error: null,
      isPending: false,
      isRefetching: false,
    });
  } catch (error) {
    if (controller.signal.aborted) return;
    update({
      data: signedOut ? null : state.data,
      error: { message: error instanceof Error ? error.message : String(error) },
      isPending: false,
      isRefetching: false,
    });
  } finally {
    if (flight === controller) flight = undefined;
  }
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Better Auth's client changed the session (sign-in, two-factor, update, revoke): read it again. */
export const sessionChanged = () => void readSession();

/** Tells the other tabs, as Better Auth's client does, that the session changed here. */
export function announceSessionChange(trigger: 'signout' | 'updateUser') {
  try {
    localStorage.setItem(
      messageKey,
      JSON.stringify({
        event: 'session',
        data: { trigger },
        clientId: Math.random().toString(36).slice(2, 9),
        timestamp: Math.floor(Date.now() / 1000),
      }),
    );
  } catch {
    // Storage refused: the other tabs see the change when next shown.
  }
}

/**
 * Ends the session on the server (the Better Auth endpoint its client's signOut() calls). A server
 * that could not (5xx) leaves the session open: that throws, so the caller says so and keeps the
 * device's data. Otherwise nobody is signed in here any more, and the read that follows says so
 * even when it fails. (It is a read, not an update here: the pages leaving for /landing finish
 * meanwhile, before a guard could see the user go.)
 */
export async function signOutOfServer(): Promise<void> {
  const response = await fetch(`${basePath}/sign-out`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status >= 500) throw new Error(`The sign-out answered ${response.status}`);
  announceSessionChange('signout');
  void readSession({ signedOut: true });
}

function readOnFocus() {
  if (!navigator.onLine || Date.now() - lastFocusRead < focusInterval) return;
  lastFocusRead = Date.now();
  void readSession();
}

let watching = false;
/** The first reader starts the first read and the triggers (once: they last as long as the page). */
function watch() {
  if (watching) return;
  watching = true;
  setTimeout(() => void readSession(), 0);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') readOnFocus();
  });
  window.addEventListener('online', readOnFocus);
  window.addEventListener('storage', (event) => {
    if (event.key !== messageKey || !navigator.onLine) return;
    const message = parseBody(event.newValue ?? '') as { event?: string; data?: unknown } | null;
    if (message?.event === 'session' && message.data) void readSession();
  });
}

/**
 * Runs `then` once the session names a user: now, or when the first read brings one (never when
 * it finds nobody). A page's first reads start here instead of after the profile sync.
 */
export function whenSignedIn(then: () => void) {
  const settled = () => !state.isPending && !state.isRefetching;
  if (state.data) return then();
  if (settled()) return;
  const check = () => {
    if (state.data) then();
    else if (!settled()) return;
    listeners.delete(check);
  };
  listeners.add(check);
  watch();
}

function subscribe(listener: () => void) {
  watch();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The session as last read (what useSession renders). */
export const sessionState = () => state;

/** The session, read once the first component asks, and again as above. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, sessionState);
}
