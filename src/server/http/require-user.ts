import type { MiddlewareHandler } from 'hono';
import type { SessionReader } from '../auth/session-cookie.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';
import { RequestActor } from './request-actor.ts';
import { isSafeMethod } from './safe-methods.ts';

/**
 * Names the actor from a Bearer access token or the session cookie; 401 otherwise.
 * A state-changing request that rides on the cookie must come from one of our own origins.
 *
 * A read (GET, HEAD) with a session cookie whose signature is ours leaves the session's row to its
 * first unit of work (http/request-actor.ts), one round trip fewer. Whatever the route answered,
 * a read whose session was not confirmed by then reads it on its own, and one without a session
 * answers 401 instead: a gone session learns nothing, not even that its query was malformed. A
 * write's session is read before the route runs, so no route acts on a gone session.
 */
export function requireUser(
  sessions: SessionReader,
  verifyAccessToken: (token: string) => Promise<string | null>,
  { trustedOrigins, billingEnabled }: { trustedOrigins: string[]; billingEnabled: boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization) {
      const [scheme, token] = authorization.split(' ');
      const userId = scheme?.toLowerCase() === 'bearer' && token ? await verifyAccessToken(token) : null;
      if (!userId) throw new AppError(401, 'unauthorized', 'The access token is invalid or has expired');
      c.set('actor', RequestActor.known(userId, billingEnabled));
      return next();
    }
    const headers = c.req.raw.headers;
    if (isSafeMethod(c.req.method)) {
      const token = await sessions.tokenOf(headers);
      if (!token) throw unauthorized();
      const actor = RequestActor.deferred(sessions.freshSessionFrom(token), billingEnabled, () =>
        sessions.userIdOf(headers),
      );
      c.set('actor', actor);
      await next();
      if (!actor.confirmed) await actor.resolve();
      return;
    }
    const userId = await sessions.userIdOf(headers);
    if (!userId) throw unauthorized();
    assertSameOrigin(headers, trustedOrigins);
    c.set('actor', RequestActor.known(userId, billingEnabled));
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
