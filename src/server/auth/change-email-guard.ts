import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { type NoticeDeps, noticeEmailChanged } from './identity-notices.ts';

// Better Auth changes an unverified account's address at once on a bare session. A session left
// open on a shared computer must not be enough to take the account over, so the change asks for
// the current password (as a password change does), and the old address is told afterwards.

const PATH = '/change-email';

/** Before the change: the body must carry the current password, and it must be right. */
export const requirePasswordForEmailChange = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== PATH) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return; // the route itself answers 401
  const password = (ctx.body as { password?: unknown } | undefined)?.password;
  if (typeof password !== 'string' || password.length === 0) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_REQUIRED',
      message: 'Enter your current password to change your email.',
    });
  }
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
  const valid =
    account?.password !== undefined &&
    account.password !== null &&
    password.length <= 128 &&
    (await ctx.context.password.verify({ hash: account.password, password }));
  if (!valid) throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
});

/** After the change: when the address really changed, the old one hears of it. */
export const noticeAfterEmailChange = (deps: NoticeDeps) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== PATH || isAPIError(ctx.context.returned)) return;
    const before = ctx.context.session?.user;
    if (!before) return;
    const now = await ctx.context.internalAdapter.findUserById(before.id);
    if (now && now.email !== before.email) noticeEmailChanged(deps, before.email, now.email);
  });
