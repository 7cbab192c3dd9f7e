import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../test/factories.ts';
import { sentToPostgres } from '../test/sent-statements.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every signed-in request reads its session, and the profile is read on every load. A read's
// session is read in the statement that begins its unit (http/request-actor.ts); a write's, before
// the route runs, is a prepared statement, as the profile's read is (docs/decisions/040-per-request-cpu.md):
// on PostgreSQL they travel by name (parsed once per connection). A read is three round trips:
// `begin` with the session, the role and the claims, the data, `commit`.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('reads the profile in three round trips on PostgreSQL: the session with the begin, the profile prepared', async () => {
  const { client, api } = await buildUser(app);
  expect((await client.post('/api/v1/profile/sync', {})).status).toBe(200);
  // The first read prepares; the second is what every later request does.
  expect((await client.get('/api/v1/profile')).status).toBe(200);
  let read: { status: number; email?: string } | undefined;
  const sent = await sentToPostgres(async () => {
    const { data, response } = await api.GET('/api/v1/profile');
    read = { status: response.status, email: data?.email };
  });
  expect(read?.status).toBe(200);
  expect(read?.email).toMatch(/@example\.com$/);
  if (app.database.kind === 'postgres') {
    expect(sent.map((s) => s.name)).toEqual([
      undefined, // begin, with the session, the role and the claims
      'memento_profile_by_id',
      undefined, // commit
    ]);
    expect(sent[0]?.text).toMatch(
      /^begin; select set_config\('request\.jwt\.claims'.* from sessions where token = /s,
    );
    expect(sent[2]?.text).toBe('commit');
  } else {
    // The embedded database is not spoken to through the network driver at all.
    expect(sent).toEqual([]);
  }
});

it('still ends access at once when the session is signed out (the prepared lookup caches no answer)', async () => {
  const { client } = await buildUser(app);
  expect((await client.get('/api/v1/profile')).status).toBe(200);
  // The cookie as it was before signing out, sent again as a copied cookie would be.
  const cookie = client.cookieHeader();
  expect((await app.client().request('GET', '/api/v1/profile', undefined, { cookie })).status).toBe(200);
  expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
  expect((await app.client().request('GET', '/api/v1/profile', undefined, { cookie })).status).toBe(401);
});

it('refuses a session cookie whose signature was altered, however often the good one was seen', async () => {
  const [ana, ben] = [await buildUser(app), await buildUser(app)];
  const sessionCookie = (header: string) => {
    const pair = header.split('; ').find((p) => p.includes('session_token=')) as string;
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)) };
  };
  const asCookie = (name: string, value: string) => ({ cookie: `${name}=${encodeURIComponent(value)}` });
  const get = (headers: { cookie: string }) =>
    app.client().request('GET', '/api/v1/profile', undefined, headers);

  const { name, value } = sessionCookie(ana.client.cookieHeader());
  for (let i = 0; i < 3; i++) expect((await get(asCookie(name, value))).status).toBe(200);
  const dot = value.lastIndexOf('.');
  const [token, signature] = [value.slice(0, dot), value.slice(dot + 1)];
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  expect((await get(asCookie(name, `${token}.${flipped}`))).status).toBe(401);
  // Ben's token under Ana's signature, and Ana's good cookie with a character added.
  const bens = sessionCookie(ben.client.cookieHeader()).value;
  expect((await get(asCookie(name, `${bens.slice(0, bens.lastIndexOf('.'))}.${signature}`))).status).toBe(
    401,
  );
  expect((await get(asCookie(name, `${value}x`))).status).toBe(401);
  expect((await get(asCookie(name, value))).status).toBe(200);
});
