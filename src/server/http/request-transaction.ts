import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { SessionNotFound, withUser } from '../db/with-user.ts';
import type { AppEnv } from './env.ts';
import { isSafeMethod } from './safe-methods.ts';

/**
 * Gives a signed-in request its unit of work: `c.var.transact(work)` runs `work` with `{ tx, actor }`
 * in the request's one transaction (withUser: role, claims, timeouts, retries). The route hands
 * the whole unit to it rather than the middleware wrapping `next()`, because Hono runs the rest of
 * the chain only once and a deadlock retry has to run the unit again in a fresh transaction.
 * Routes that wait on an outside service (AI engine, Stripe) call it once before and once after
 * the wait, so no pooled connection is held while a slow service answers.
 */
export const requestTransaction =
  (db: Db): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // A safe method's units only read, unless a route says otherwise: PostgreSQL holds them to it,
    // and their answer need not wait for the commit's round trip (db/begin-with.ts).
    const safe = isSafeMethod(c.req.method);
    c.set('transact', async (work, options) => {
      const unit = { readOnly: safe && !options?.writes };
      const actor = c.var.actor;
      try {
        return await withUser(db, actor.forUnit(), work, unit);
      } catch (err) {
        // The unit's own lookup found no session to use as it is: gone (401), or expired or due
        // for its refresh, which reading it on its own settles (auth/session-cookie.ts).
        if (!(err instanceof SessionNotFound)) throw err;
        return withUser(db, await actor.resolve(), work, unit);
      }
    });
    return next();
  };
