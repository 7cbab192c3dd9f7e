import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { withUser } from '../db/with-user.ts';
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
    c.set('transact', (work, options) =>
      withUser(db, c.get('actor'), work, { readOnly: safe && !options?.writes }),
    );
    return next();
  };
