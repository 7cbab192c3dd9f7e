import type { Context } from 'hono';
import type { ServiceContext } from '../db/with-user.ts';
import type { AppEnv } from './env.ts';

/**
 * Handlers of the routes whose whole work is one service call in the request's unit of work,
 * answered as JSON (or 204 for a delete): the route file names the service, not the plumbing.
 * The answer is checked against the route's response schema; the input is what the route's
 * schemas validated, typed here by the service's parameter (which services take from the same
 * shared schemas).
 */
type Service<Args extends unknown[], Out> = (ctx: ServiceContext, ...args: Args) => Promise<Out>;
type With<In extends object> = Context<AppEnv, string, { out: In }>;
type Id = { param: { id: string } };

/** GET with no input: the service's result. */
export const answer =
  <T>(service: Service<[], T>) =>
  async (c: Context<AppEnv>) =>
    c.json(await c.var.transact(service), 200);

/** GET with a query: the service's result for it. */
export const answerQuery =
  <Q extends object, T>(service: Service<[Q], T>) =>
  async (c: With<{ query: Q }>) =>
    c.json(await c.var.transact((ctx) => service(ctx, c.req.valid('query'))), 200);

/** GET of one record by `{id}`: the service's result for the id. */
export const answerById =
  <T>(service: Service<[string], T>) =>
  async (c: With<Id>) =>
    c.json(await c.var.transact((ctx) => service(ctx, c.req.valid('param').id)), 200);

/** GET under one record by `{id}`, with a query. */
export const answerByIdQuery =
  <Q extends object, T>(service: Service<[string, Q], T>) =>
  async (c: With<Id & { query: Q }>) =>
    c.json(await c.var.transact((ctx) => service(ctx, c.req.valid('param').id, c.req.valid('query'))), 200);

/** DELETE of one record by `{id}`: 204 once the service has removed it. */
export const removeById = (service: Service<[string], void>) => async (c: With<Id>) => {
  await c.var.transact((ctx) => service(ctx, c.req.valid('param').id));
  return c.body(null, 204);
};
