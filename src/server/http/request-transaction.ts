import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { withUser } from '../db/with-user.ts';
import type { AppEnv } from './env.ts';

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
    c.set('transact', (work) => withUser(db, c.get('actor'), work));
    return next();
  };
