import { call, client, idempotencyKey } from './http.ts';
import type { BodyOf } from './paths.ts';

/** The developer test page's calls, each with a Bearer token instead of the session cookie. */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const listTasks = (token: string, limit = 10) =>
  call(client.GET('/api/v1/tasks', { params: { query: { limit } }, headers: bearer(token) }));
export const createTask = (token: string, body: BodyOf<'/api/v1/tasks', 'post'>) =>
  call(client.POST('/api/v1/tasks', { body, headers: { ...bearer(token), ...idempotencyKey() } }));
export const testJwtIntegration = (token: string) =>
  call(client.POST('/api/v1/rpc/test_jwt_integration', { headers: bearer(token) }));
