import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '../../web/api/contract.gen.ts';
import type { ApiClient } from './api-client.ts';

/**
 * The API as a test calls it, typed from the server's OpenAPI document (the web app's contract):
 * a path, parameter or body the server does not accept fails the type check, and the answer's
 * `data` has the shape the route declares. It sends as `client` (its cookies or bearer token).
 */
export const typedApi = (client: ApiClient) =>
  createClient<paths>({ baseUrl: client.baseUrl, fetch: client.fetch });

export type TypedApi = ReturnType<typeof typedApi>;

/** What a call of the typed client answers: the declared body or error, and the response. */
interface TypedAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The answer's body when its status is `status`, typed as the route declares it; otherwise the
 * test fails with the status and the error body, so a failed setup step says why. Takes the call,
 * or its answer where the test reads the response's headers too.
 */
export async function expectStatus<T>(
  call: Promise<TypedAnswer<T>> | TypedAnswer<T>,
  status: number,
): Promise<T> {
  const { data, error, response } = await call;
  expect(response.status, JSON.stringify(error ?? data)).toBe(status);
  return data as T;
}

/** One field a refusal names, and why (an entry of the one error shape's `details.fields`). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The field problems of a refusal, in order, read from an answer of either client: bad-input tests
 * check these rather than reach into an untyped body.
 */
export function fieldProblems(body: unknown): FieldProblem[] {
  const details = (body as { error?: { details?: { fields?: FieldProblem[] } } } | null)?.error?.details;
  return details?.fields ?? [];
}

/** The fields a refusal names, in order. */
export const refusedFields = (body: unknown): string[] => fieldProblems(body).map((f) => f.field);

/**
 * Sends each query string to `path` untyped (they are ones the contract refuses) and expects a 400
 * that names the field, never a 500.
 */
export async function expectQueriesRefused(
  client: ApiClient,
  path: string,
  cases: [query: string, field: string][],
) {
  for (const [query, field] of cases) {
    const res = await client.get(`${path}?${query}`);
    expect(res.status, query).toBe(400);
    expect(refusedFields(res.body)).toContain(field);
  }
}

/**
 * POSTs each body to `path` untyped (they are ones the contract refuses) and expects a 400 whose
 * first named field is the one given.
 */
export async function expectBodiesRefused(
  client: ApiClient,
  path: string,
  cases: [body: unknown, field: string][],
) {
  for (const [body, field] of cases) {
    const res = await client.post(path, body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(refusedFields(res.body)[0]).toBe(field);
  }
}
