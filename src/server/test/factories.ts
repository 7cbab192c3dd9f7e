import { eq } from 'drizzle-orm';
import { localToday } from '../../shared/important-dates.ts';
import type { paths } from '../../web/api/contract.gen.ts';
import { connections, groupItemColumns, groupItems, groups } from '../db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import { signedInAnswer, signIn, tokenAnswer } from './identity.ts';
import { readAs } from './raw-answers.ts';
import type { TestApp } from './test-app.ts';
import { expectStatus, type TypedApi, typedApi } from './typed-api.ts';
import { uploadAttachment } from './uploads.ts';

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  client: ApiClient;
  /** The same session through the typed client. */
  api: TypedApi;
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
  const signedIn = await signIn(client, email, password);
  if (signedIn.status !== 200) throw new Error(`sign-in after sign-up failed: ${signedIn.status}`);
  return {
    id: readAs(signedIn.body, signedInAnswer).user.id,
    email,
    password,
    name,
    client,
    api: typedApi(client),
  } satisfies TestUser;
}

/** A short-lived access token (JWT) for the signed-in client. */
export async function accessToken(client: ApiClient): Promise<string> {
  const res = await client.get('/api/auth/token');
  if (res.status !== 200) throw new Error(`token failed: ${res.status}`);
  return readAs(res.body, tokenAnswer).token;
}

/**
 * A connection owned by `userId`, written straight to the database (quicker than the API where a
 * test needs many); returns its id.
 */
export async function insertConnection(
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

/*
 * One factory per entity, through the API as the web app writes them: each fills what the test
 * does not say with a valid value, fails the test (with the error body) when the create is
 * refused, and returns the created record typed as the contract declares it.
 */

/** The JSON body a create route takes, as the contract defines it. */
type CreateBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

const nextName = (noun: string) => {
  counter += 1;
  return `${noun} ${counter}`;
};

export const buildEntry = (user: TestUser, fields: Partial<CreateBody<'/api/v1/entries'>> = {}) =>
  expectStatus(
    user.api.POST('/api/v1/entries', { body: { title: nextName('Entry'), type: 'memory', ...fields } }),
    201,
  );

export const buildConnection = (user: TestUser, fields: Partial<CreateBody<'/api/v1/connections'>> = {}) =>
  expectStatus(
    user.api.POST('/api/v1/connections', {
      body: { name: nextName('Connection'), type: 'person', ...fields },
    }),
    201,
  );

/** A person whose birthday (with no year) is today in `timeZone`, kept in touch with weekly. */
export function buildPersonBornToday(user: TestUser, name: string, timeZone = 'UTC') {
  const [, month, day] = localToday(timeZone).split('-');
  return buildConnection(user, {
    name,
    keep_in_touch: '1w',
    important_dates: [{ label: 'Birthday', date: `--${month}-${day}` }],
  });
}

export const buildTag = (user: TestUser, fields: Partial<CreateBody<'/api/v1/tags'>> = {}) =>
  expectStatus(
    user.api.POST('/api/v1/tags', { body: { name: nextName('Tag'), type: 'theme', ...fields } }),
    201,
  );

export const buildLocation = (user: TestUser, fields: Partial<CreateBody<'/api/v1/locations'>> = {}) =>
  expectStatus(user.api.POST('/api/v1/locations', { body: { label: nextName('Place'), ...fields } }), 201);

export const buildSource = (user: TestUser, fields: Partial<CreateBody<'/api/v1/sources'>> = {}) =>
  expectStatus(
    user.api.POST('/api/v1/sources', {
      body: { source_type: 'note', reference_text: nextName('Source'), ...fields },
    }),
    201,
  );

export const buildGroup = (user: TestUser, fields: Partial<CreateBody<'/api/v1/groups'>> = {}) =>
  expectStatus(user.api.POST('/api/v1/groups', { body: { name: nextName('Group'), ...fields } }), 201);

/** Puts an entry, connection, tag or location of the user into one of their groups. */
export const buildGroupItem = (user: TestUser, groupId: string, item: GroupItem) =>
  expectStatus(
    user.api.POST('/api/v1/groups/{id}/items', { params: { path: { id: groupId } }, body: item }),
    201,
  );

type GroupItem = CreateBody<'/api/v1/groups/{id}/items'>;

/** A new group of the user holding the items named (by type and id), put in in that order; returns its id. */
export async function buildGroupHolding(
  user: TestUser,
  fields: Partial<CreateBody<'/api/v1/groups'>>,
  items: readonly (readonly [GroupItem['item_type'], string])[],
): Promise<string> {
  const group = (await buildGroup(user, fields)).id;
  for (const [item_type, item_id] of items) await buildGroupItem(user, group, { item_type, item_id });
  return group;
}

export const buildTask = (user: TestUser, fields: Partial<CreateBody<'/api/v1/tasks'>> = {}) =>
  expectStatus(user.api.POST('/api/v1/tasks', { body: { title: nextName('Task'), ...fields } }), 201);

/** A digest of the period that ends now (the local engine writes it: no outside call). */
export const buildDigest = (user: TestUser, fields: Partial<CreateBody<'/api/v1/digests/generate'>> = {}) =>
  expectStatus(
    user.api.POST('/api/v1/digests/generate', {
      body: { title: nextName('Digest'), range: 'year', tz: 'UTC', ...fields },
    }),
    201,
  );

/** Builds each record in turn, so they are written in the list's order; returns them in that order. */
export async function buildInTurn<F, T>(
  user: TestUser,
  build: (user: TestUser, fields: F) => Promise<T>,
  each: readonly F[],
): Promise<T[]> {
  const made: T[] = [];
  for (const fields of each) made.push(await build(user, fields));
  return made;
}

/** A file on an entry, its type read from the bytes (`file` says what the browser claims); returns the attachment. */
export const buildAttachment = (...args: Parameters<typeof uploadAttachment>) =>
  expectStatus(uploadAttachment(...args), 201);
