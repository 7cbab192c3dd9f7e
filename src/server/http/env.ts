import { OpenAPIHono } from '@hono/zod-openapi';
import type { Transact } from '../db/with-user.ts';
import type { Logger } from '../lib/logger.ts';
import type { RequestActor } from './request-actor.ts';
import { validationHook } from './validation.ts';

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Signed-in routes: who the request acts for (http/request-actor.ts). */
    actor: RequestActor;
    /** Signed-in routes: runs a unit of work as the actor (http/request-transaction.ts). */
    transact: Transact;
  };
}

/** A feature's router: OpenAPI-described routes whose invalid input answers our 400 shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
