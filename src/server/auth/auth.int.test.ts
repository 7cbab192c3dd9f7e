import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, buildTask, buildUser } from '../test/factories.ts';
import {
  identityError,
  keySetAnswer,
  profileEmail,
  secondFactorAnswer,
  sessionAnswer,
  signIn,
  totpEnrolment,
} from '../test/identity.ts';
import { errorOf, readAs } from '../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { totpFromUri } from '../test/totp.ts';
import { typedApi } from '../test/typed-api.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT: '5' });
});
afterAll(() => app.close());

describe('email and password', () => {
  it('signs up, reads the session, signs out and signs in again', async () => {
    const user = await buildUser(app);
    const session = await user.client.get('/api/auth/get-session');
    expect(readAs(session.body, sessionAnswer)?.user.email).toBe(user.email);

    const out = await user.client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await user.client.get('/api/auth/get-session')).body).toBeNull();
    expect((await user.client.get('/api/v1/profile')).status).toBe(401);

    expect((await signIn(user.client, user.email, user.password)).status).toBe(200);
    expect(await profileEmail(user.api)).toBe(user.email);
  });

  it('answers a wrong password and an unknown email alike, revealing no account', async () => {
    const user = await buildUser(app);
    const wrong = await signIn(app.client(), user.email, 'not the password');
    const unknown = await signIn(app.client(), `nobody-${Date.now()}@example.com`, 'whatever-123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(readAs(wrong.body, identityError).message).toBe('Invalid email or password');
    expect(readAs(unknown.body, identityError).message).toBe(readAs(wrong.body, identityError).message);
  });

  it('refuses a too-short password at sign-up', async () => {
    const res = await app
      .client()
      .post('/api/auth/sign-up/email', { email: 'short@example.com', password: 'abc', name: 'S' });
    expect(res.status).toBe(400);
    expect(readAs(res.body, identityError).code).toBe('PASSWORD_TOO_SHORT');
  });

  it('rate limits sign-in after repeated failures', async () => {
    const user = await buildUser(app);
    const statuses: number[] = [];
    const attacker = app.client();
    for (let i = 0; i < 7; i++) {
      statuses.push((await signIn(attacker, user.email, `wrong-${i}-pass`)).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Someone else, from another address, can still sign in.
    expect((await signIn(app.client(), user.email, user.password)).status).toBe(200);
  });

  it('never rate limits session reads, however often a busy tab loads pages', async () => {
    const { client } = await buildUser(app);
    const statuses = new Set<number>();
    // Past the general identity limit (at least 100 a minute) without a quiet minute in between.
    for (let i = 0; i < 130; i++) statuses.add((await client.get('/api/auth/get-session')).status);
    expect([...statuses]).toEqual([200]);
  });

  it('resets a forgotten password through the emailed link', async () => {
    const user = await buildUser(app);
    const stranger = app.client();
    const asked = await stranger.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset-password',
    });
    expect(asked.status).toBe(200);
    const mail = app.mails.findLast((m) => m.to === user.email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    // Following the link lands on the app's reset page with the token in the query.
    const followed = await fetch(link as string, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    const landing = new URL(followed.headers.get('location') as string, app.baseUrl);
    expect(landing.pathname).toBe('/auth/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await stranger.post('/api/auth/reset-password', {
      token,
      newPassword: 'a brand new secret 7',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(app.client(), user.email, user.password)).status).toBe(401);
    expect((await signIn(app.client(), user.email, 'a brand new secret 7')).status).toBe(200);
    // The reset revoked the sessions that were open before it.
    expect((await user.client.get('/api/v1/profile')).status).toBe(401);
  });
});

describe('two-factor authentication', () => {
  it('enrols with TOTP, then asks for a code at sign-in and accepts a valid one', async () => {
    const user = await buildUser(app);
    const enable = await user.client.post('/api/auth/two-factor/enable', { password: user.password });
    expect(enable.status).toBe(200);
    const { backupCodes, totpURI: uri } = readAs(enable.body, totpEnrolment);
    expect(backupCodes.length).toBeGreaterThan(0);
    const confirm = await user.client.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(uri) });
    expect(confirm.status).toBe(200);

    const browser = app.client();
    const first = await signIn(browser, user.email, user.password);
    expect(readAs(first.body, secondFactorAnswer).twoFactorRedirect).toBe(true);
    expect((await browser.get('/api/v1/profile')).status).toBe(401);

    const badCode = await browser.post('/api/auth/two-factor/verify-totp', {
      code: '000000' === totpFromUri(uri) ? '111111' : '000000',
    });
    expect(badCode.status).toBe(401);
    const good = await browser.post('/api/auth/two-factor/verify-totp', { code: totpFromUri(uri) });
    expect(good.status).toBe(200);
    expect(await profileEmail(typedApi(browser))).toBe(user.email);

    const backup = app.client();
    await signIn(backup, user.email, user.password);
    const withBackup = await backup.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(withBackup.status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists sessions and revokes another device', async () => {
    const user = await buildUser(app);
    const laptop = app.client();
    await signIn(laptop, user.email, user.password);
    const list = await user.client.get('/api/auth/list-sessions');
    expect(list.body).toHaveLength(2);
    const current = readAs((await laptop.get('/api/auth/get-session')).body, sessionAnswer)?.session.token;
    const revoked = await user.client.post('/api/auth/revoke-session', { token: current });
    expect(revoked.status).toBe(200);
    expect((await laptop.get('/api/v1/profile')).status).toBe(401);
    expect((await user.client.get('/api/v1/profile')).status).toBe(200);
  });
});

describe('access tokens', () => {
  it('issues a JWT that verifies against the JWKS and carries sub and role', async () => {
    const user = await buildUser(app);
    const token = await accessToken(user.client);
    const jwks = readAs((await app.client().get('/api/auth/jwks')).body, keySetAnswer);
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: app.baseUrl,
      audience: app.baseUrl,
    });
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload.sub).toBe(user.id);
    expect(payload.role).toBe('authenticated');
    expect(payload.email).toBe(user.email);
    expect((payload.exp as number) - (payload.iat as number)).toBe(15 * 60);
  });

  it('lets the bearer of the JWT use the API as that user, and refuses a tampered one', async () => {
    const user = await buildUser(app);
    const token = await accessToken(user.client);
    const api = app.client();
    api.bearer = token;
    const seen = await api.post('/api/v1/rpc/test_jwt_integration');
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      claims: { sub: user.id, role: 'authenticated' },
    });

    const [h, p, s] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(p as string, 'base64url').toString()),
        sub: 'someone-else',
      }),
    ).toString('base64url');
    api.bearer = `${h}.${forgedPayload}.${s}`;
    const forged = await api.get('/api/v1/profile');
    expect(forged.status).toBe(401);
    expect(errorOf(forged.body).code).toBe('unauthorized');
  });
});

describe('account deletion', () => {
  it('deletes the account with all of its data', async () => {
    const user = await buildUser(app);
    await buildTask(user, { title: 'keep me?' });
    const res = await user.client.post('/api/auth/delete-user', { password: user.password });
    expect(res.status).toBe(200);
    expect((await signIn(app.client(), user.email, user.password)).status).toBe(401);
    const { profiles, tasks } = await import('../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    expect(await app.database.db.select().from(tasks).where(eq(tasks.userId, user.id))).toHaveLength(0);
    expect(await app.database.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
  });
});
