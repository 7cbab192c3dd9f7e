import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { uuidParam } from '../../shared/schemas/common.ts';
import {
  commonErrors,
  eventStreamResponse,
  fileAnswers,
  fileVersionQuery,
  jsonBody,
  jsonResponse,
  notFoundError,
} from './responses.ts';

type Method = RouteConfig['method'];
type Errors = RouteConfig['responses'];
type NoErrors = Record<never, never>;
/** What a route declares besides its method, path, tag and summary. */
type RouteSpec = Omit<RouteConfig, 'method' | 'path' | 'tags' | 'summary'>;
/**
 * The rest of a built route: its summary, a description where the summary cannot say it all, and
 * the error answers of its own besides the common ones (and the 404 of the routes on one record).
 */
interface Notes<E extends Errors> {
  summary: string;
  description?: string;
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
 * (a POST on one record by id, without a body), `remove` (a DELETE by id), `create` (a POST of a
 * JSON body, answered 201 with what it made), `createIn` (the same under one record by id),
 * `stream` (a JSON body answered with server-sent events) and `file` (a file's bytes at a URL that
 * may name its version).
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
  /** The declaration of `notes`: its summary, then its description when it has one. */
  const noted =
    <M extends Method>(method: M) =>
    <P extends string, S extends RouteSpec>(path: P, notes: Notes<Errors>, spec: S) =>
      declare(method)(path, notes.summary, {
        ...(notes.description === undefined ? {} : { description: notes.description }),
        ...spec,
      });
  /** `schema` as the answer with `status`, and the route's own errors. */
  const answers = <S extends 200 | 201, T extends z.ZodType, E extends Errors>(
    status: S,
    schema: T,
    answer: string,
    notes: Notes<E>,
  ) =>
    ({ [status]: jsonResponse(schema, answer), ...notes.errors }) as Record<
      S,
      ReturnType<typeof jsonResponse<T>>
    > &
      E;
  const ok = <T extends z.ZodType, E extends Errors>(schema: T, answer: string, notes: Notes<E>) =>
    answers(200, schema, answer, notes);
  const onRecord =
    <M extends Method>(method: M) =>
    <P extends string, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) =>
      noted(method)(path, notes, {
        request: { params: uuidParam },
        responses: { ...notFoundError, ...ok(schema, answer, notes) },
      });
  /**
   * POST of a JSON body of `body` that makes something, answered 201 with it (`schema`); on a
   * record, `record` adds its `{id}` and 404 to the route.
   */
  const creating =
    <R extends object, X extends Errors>(record: R, recordErrors: X) =>
    <P extends string, B extends z.ZodType, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      body: B,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) =>
      noted('post')(path, notes, {
        request: { ...record, body: jsonBody(body) },
        responses: { ...recordErrors, ...answers(201, schema, answer, notes) },
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
    ) => noted('get')(path, notes, { responses: ok(schema, answer, notes) }),
    /** GET with a query schema (a page, a date range, a search). */
    search: <P extends string, Q extends z.ZodObject, T extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      query: Q,
      schema: T,
      answer: string,
      notes: Notes<E>,
    ) => noted('get')(path, notes, { request: { query }, responses: ok(schema, answer, notes) }),
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
      noted('get')(path, notes, {
        request: { params: uuidParam, query },
        responses: { ...notFoundError, ...ok(schema, answer, notes) },
      }),
    /** DELETE of one of the caller's records by `{id}`: 204, or 404 when it is missing or someone else's. */
    remove: <P extends string>(path: P, summary: string, done = 'Deleted') =>
      declare('delete')(path, summary, {
        request: { params: uuidParam },
        responses: { 204: { description: done }, ...notFoundError },
      }),
    /** POST of a JSON body that makes something: 201 with it. */
    create: creating({}, {}),
    /** POST of a JSON body that makes something under one of the caller's records: 201, or 404 as `read`. */
    createIn: creating({ params: uuidParam }, notFoundError),
    /** GET of a file's bytes as `type` at a URL that may name its version (`?v=`); 304 and 404 as well. */
    file: <P extends string, A extends typeof uuidParam>(
      path: P,
      params: A,
      type: string,
      answer: string,
      notes: Notes<NoErrors>,
    ) =>
      noted('get')(path, notes, {
        request: { params, query: fileVersionQuery },
        responses: fileAnswers(answer, type),
      }),
    /** POST of a JSON body answered with server-sent events (text as it is written). */
    stream: <P extends string, B extends z.ZodType, E extends Errors = NoErrors>(
      path: P,
      body: B,
      notes: Notes<E> & { description: string },
    ) =>
      noted('post')(path, notes, {
        request: { body: jsonBody(body) },
        responses: { 200: eventStreamResponse, ...notes.errors },
      }),
  };
}
