import type { z } from 'zod';
import { uuidParam } from '../../shared/schemas/common.ts';
import type { ServiceContext } from '../db/with-user.ts';
import { apiRoutes } from './api-route.ts';
import { createRouter } from './env.ts';
import { conflictError, jsonBody, jsonResponse, notFoundError } from './responses.ts';
import { answerQuery, removeById } from './serve.ts';

interface ResourceSchemas<
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
> {
  /** Collection path, e.g. '/tags'. */
  path: string;
  /** OpenAPI tag and the noun in summaries. */
  tag: string;
  noun: string;
  item: Item;
  list: List;
  create: Create;
  update: Update;
  query: Query;
}

/**
 * The list, create, partial-update and delete routes of a user-owned resource, documented the same
 * way for each: 404 for another user's id, 400 naming the field for invalid input.
 */
export function resourceRoutes<
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
>(s: ResourceSchemas<Item, List, Create, Update, Query>) {
  const api = apiRoutes(s.tag);
  const one = `${s.path}/{id}`;
  return {
    list: api.search(s.path, s.query, s.list, `The ${s.noun}s`, { summary: `The caller's ${s.noun}s` }),
    create: api.create(s.path, s.create, s.item, `The created ${s.noun}`, {
      summary: `Create a ${s.noun}`,
      errors: conflictError,
    }),
    update: api.patch(one, `Change some fields of a ${s.noun}`, {
      request: { params: uuidParam, body: jsonBody(s.update) },
      responses: { 200: jsonResponse(s.item, `The updated ${s.noun}`), ...notFoundError, ...conflictError },
    }),
    remove: api.remove(one, `Delete a ${s.noun}`),
  };
}

/** What a user-owned resource's service offers; each call runs in the request's unit of work. */
export interface ResourceService<Query, Create, Update, Item, List> {
  list(ctx: ServiceContext, query: Query): Promise<List>;
  create(ctx: ServiceContext, input: Create): Promise<Item>;
  update(ctx: ServiceContext, id: string, input: Update): Promise<Item>;
  remove(ctx: ServiceContext, id: string): Promise<void>;
}

/** A router serving `resourceRoutes(schemas)` with the service's functions. */
export function resourceRouter<
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
>(
  schemas: ResourceSchemas<Item, List, Create, Update, Query>,
  service: ResourceService<z.output<Query>, z.output<Create>, z.output<Update>, z.input<Item>, z.input<List>>,
) {
  const routes = resourceRoutes(schemas);
  // Hono cannot compute the validated input types of routes built from type parameters, so the
  // validated values are read through this one typed accessor; zod has checked them already.
  type Validated = { req: { valid: unknown } };
  const valid = <T>(c: Validated, target: 'query' | 'json' | 'param') =>
    (c.req.valid as (this: unknown, t: string) => T).call(c.req, target);
  const idOf = (c: Validated) => valid<{ id: string }>(c, 'param').id;
  return createRouter()
    .openapi(routes.list, answerQuery(service.list))
    .openapi(routes.create, async (c) =>
      c.json(await c.var.transact((ctx) => service.create(ctx, valid<z.output<Create>>(c, 'json'))), 201),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        await c.var.transact((ctx) => service.update(ctx, idOf(c), valid<z.output<Update>>(c, 'json'))),
        200,
      ),
    )
    .openapi(routes.remove, removeById(service.remove));
}
