import { jwtClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { announceSessionChange, sessionChanged } from './session.ts';

// What Better Auth's client announces to other tabs once its own session store is in use; the app
// reads the session itself (session.ts), so it announces the same here.
const announced: Record<string, 'signout' | 'updateUser'> = {
  '/api/auth/sign-out': 'signout',
  '/api/auth/update-user': 'updateUser',
  '/api/auth/update-session': 'updateUser',
};

/**
 * Better Auth's browser client, talking to our own server at /api/auth (token() is the JWT for API
 * clients). Only the pages that call it load it (sign-in, settings...): the signed-in shell reads
 * the session without it (session.ts, decision 039).
 */
export const authClient = createAuthClient({
  plugins: [twoFactorClient(), jwtClient()],
  fetchOptions: {
    onSuccess: ({ request }) => {
      const trigger = announced[new URL(String(request.url), window.location.origin).pathname];
      if (trigger) announceSessionChange(trigger);
    },
  },
});

// A call that changes the session (sign-in, two-factor, update, revoke, sign-out) raises this signal,
// after which Better Auth's own store would read the session again: the app's store does.
authClient.$store.atoms.$sessionSignal?.listen(sessionChanged);
