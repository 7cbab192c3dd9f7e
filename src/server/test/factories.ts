import { eq } from 'drizzle-orm';
import { connections, groupItemColumns, groupItems, groups } from '../db/schema/index.ts';
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
  // Sign-up opens no session (so it reads the same for a taken address): sign in, as the web app does.
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signIn.status}`);
  return { id: signIn.body.user.id as string, email, password, name, client } satisfies TestUser;
}

/** A short-lived access token (JWT) for the signed-in client. */
export async function accessToken(client: ApiClient): Promise<string> {
  const res = await client.get('/api/auth/token');
  if (res.status !== 200) throw new Error(`token failed: ${res.status}`);
  return res.body.token as string;
}

/**
 * A connection owned by `userId`, written straight to the database (the connections API belongs
 * to a later feature); returns its id.
 */
export async function buildConnection(
  app: TestApp,
  userId: string,
  fields: Partial<Pick<typeof connections.$inferInsert, 'name' | 'type' | 'summaryText' | 'isFavorite'>> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await app.database.db
    .insert(connections)
    .values({ id, userId, name: fields.name ?? `Connection ${id.slice(0, 6)}`, type: 'person', ...fields });
  return id;
}

/** Puts an item into a new group of `userId`, straight in the database; returns the group id. */
export async function buildGroupWith(
  app: TestApp,
  userId: string,
  itemType: keyof typeof groupItemColumns,
  itemId: string,
): Promise<string> {
  const groupId = crypto.randomUUID();
  await app.database.db.insert(groups).values({ id: groupId, userId, name: 'Group' });
  await app.database.db
    .insert(groupItems)
    .values({ id: crypto.randomUUID(), groupId, userId, [groupItemColumns[itemType]]: itemId });
  return groupId;
}

/** The item ids left in a group, read as the database sees them. */
export async function groupItemIds(app: TestApp, groupId: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ itemId: groupItems.itemId })
    .from(groupItems)
    .where(eq(groupItems.groupId, groupId));
  return rows.map((r) => r.itemId);
}
