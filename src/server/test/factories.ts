import type { ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  client: ApiClient;
}

/** Signs a new user up through the real identity routes and returns a signed-in client. */
export async function buildUser(
  app: TestApp,
  overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password'>> = {},
) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'correct horse battery 9';
  const name = overrides.name ?? `Test User ${counter}`;
  const client = app.client();
  const res = await client.post('/api/auth/sign-up/email', { email, password, name });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id as string, email, password, name, client } satisfies TestUser;
}

/** A short-lived access token (JWT) for the signed-in client. */
export async function accessToken(client: ApiClient): Promise<string> {
  const res = await client.get('/api/auth/token');
  if (res.status !== 200) throw new Error(`token failed: ${res.status}`);
  return res.body.token as string;
}
