import type { MiddlewareHandler } from 'hono';
import { AppError, unauthorized } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';
import { isSafeMethod } from './safe-methods.ts';

/**
 * Resolves the actor from a Bearer access token or the session cookie; 401 otherwise.
 * A state-changing request that rides on the cookie must come from one of our own origins.
 */
export function requireUser(
  /** The user id behind the session cookie, or null (auth/session-cookie.ts). */
  resolveSession: (headers: Headers) => Promise<string | null>,
  verifyAccessToken: (token: string) => Promise<string | null>,
  trustedOrigins: string[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization) {
      const [scheme, token] = authorization.split(' ');
      const userId = scheme?.toLowerCase() === 'bearer' && token ? await verifyAccessToken(token) : null;
      if (!userId) throw new AppError(401, 'unauthorized', 'The access token is invalid or has expired');
      c.set('actor', { userId });
      return next();
    }
    const userId = await resolveSession(c.req.raw.headers);
    if (!userId) throw unauthorized();
    if (!isSafeMethod(c.req.method)) assertSameOrigin(c.req.raw.headers, trustedOrigins);
    c.set('actor', { userId });
    return next();
  };
}

function assertSameOrigin(headers: Headers, trustedOrigins: string[]) {
  const origin = headers.get('origin');
  const site = headers.get('sec-fetch-site');
  const ok = origin
    ? trustedOrigins.includes(origin)
    : site === null || site === 'same-origin' || site === 'none';
  if (!ok) throw new AppError(403, 'forbidden', 'Cross-site request refused');
}
