import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { uuidParam } from '../../shared/schemas/common.ts';
import { commonErrors, jsonResponse, notFoundError } from './responses.ts';

type Method = RouteConfig['method'];
type Errors = RouteConfig['responses'];
type NoErrors = Record<never, never>;
/** What a route declares besides its method, path, tag and summary. */
type RouteSpec = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'summary'>;
/**
 * The rest of a built route: its summary, and the error answers of its own besides the common
 * ones (and the 404 of the routes on one record).
 */
interface Notes<E extends Errors> {
  summary: string;
  errors?: E;
}

/**
 * Declares the signed-in routes of one OpenAPI tag: `api.get(path, summary, { request, responses })`.
 * Every declaration used to repeat its method, tags and the errors any signed-in route can give
 * (400, 401, 413); here a route names only what is its own. A route's own answer for one of those
 * statuses (a 413 that says the limit) replaces the common one.
 *
 * The shapes most routes share have their own builders, so a route file says only what differs:
 * `view` (a GET without input), `search` (a GET with a query schema: lists, ranges, searches),
 * `read` (a GET of one of the caller's records by id), `searchIn` (the same with a query), `act`
 * (a POST on one record by id, without a body) and `remove` (a DELETE by id).
 */
export function apiRoutes(tag: string) {
  const tags = [tag];
  const declare =
    <M extends Method>(method: M) =>
    <P extends string, S extends RouteSpec>(path: P, summary: string, spec: S) =>
      createRoute({
        method,
        path,
        tags,
        summary,
        ...spec,
        responses: { ...commonErrors, ...spec.responses },
      });
  const get = declare('get');
  const ok = <T extends z.ZodType, E extends Errors>(schema: T, answer: string, notes: Notes<E>) => ({
    200: jsonResponse(schema, answer),
    ...notes.errors,
  });
  const onRecord =
    <M extends Method>(method: M) =>
    <P extends string, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) =>
      declare(method)(path, notes.summary, {
        request: { params: uuidParam },
        responses: { ...notFoundError, ...ok(schema, answer, notes) },
      });
  return {
    get,
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: declare('delete'),
    /** GET with no input, answering `schema` (described as `answer`). */
    view: <P extends string, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) => get(path, notes.summary, { responses: ok(schema, answer, notes) }),
    /** GET with a query schema (a page, a date range, a search). */
    search: <P extends string, Q extends z.ZodObject, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      query: Q,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) => get(path, notes.summary, { request: { query }, responses: ok(schema, answer, notes) }),
    /** GET of one of the caller's records by `{id}`: 404 when it is missing or someone else's. */
    read: onRecord('get'),
    /** POST without a body on one of the caller's records by `{id}` (an action on it): 404 as `read`. */
    act: onRecord('post'),
    /** GET under one of the caller's records by `{id}`, with a query schema: 404 as `read`. */
    searchIn: <P extends string, Q extends z.ZodObject, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      query: Q,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) =>
      get(path, notes.summary, {
        request: { params: uuidParam, query },
        responses: { ...notFoundError, ...ok(schema, answer, notes) },
      }),
    /** DELETE of one of the caller's records by `{id}`: 204, or 404 when it is missing or someone else's. */
    remove: <P extends string>(path: P, summary: string, done = 'Deleted') =>
      declare('delete')(path, summary, {
        request: { params: uuidParam },
        responses: { 204: { description: done }, ...notFoundError },
      }),
  };
}
