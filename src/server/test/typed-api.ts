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

/**
 * The answer's body when its status is `status`, typed as the route declares it; otherwise the
 * test fails with the status and the error body, so a failed setup step says why.
 */
export async function expectStatus<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  status: number,
): Promise<T> {
  const { data, error, response } = await call;
  expect(response.status, JSON.stringify(error ?? data)).toBe(status);
  return data as T;
}
