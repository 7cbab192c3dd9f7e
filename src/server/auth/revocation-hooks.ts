import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../db/client.ts';
import { revokeAccessTokens } from './queries.ts';

// Sign-out and a password change end the person's access tokens as well as the session; Better
// Auth knows nothing of our JWT revocation, so these hooks tell it.

/** Before sign-out: the session (and so the person) is still known. */
export const revokeOnSignOut = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-out' && ctx.path !== '/revoke-sessions') return;
    const session = await getSessionFromCtx(ctx);
    if (session) await revokeAccessTokens(db, session.user.id);
  });

/** After a successful password change. */
export const revokeOnPasswordChange = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/change-password') return;
    if (isAPIError(ctx.context.returned)) return;
    const userId = ctx.context.session?.user.id;
    if (userId) await revokeAccessTokens(db, userId);
  });
