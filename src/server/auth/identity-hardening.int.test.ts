import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../db/schema/index.ts';
import { ApiClient } from '../test/api-client.ts';
import { accessToken, buildUser } from '../test/factories.ts';
import { identityError, profileEmail, signedInAnswer, signIn } from '../test/identity.ts';
import { readAs } from '../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A client that speaks with the access token only, as an API script would. */
function bearerClient(token: string) {
  const client = new ApiClient(app.baseUrl);
  client.bearer = token;
  return client;
}

/** Asks for a reset link and returns the token it carries. */
async function resetToken(email: string): Promise<string> {
  const asked = await app
    .client()
    .post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' });
  expect(asked.status).toBe(200);
  const link = app.mails.findLast((m) => m.to === email)?.text.match(/reset-password\/([\w-]+)/);
  return link?.[1] as string;
}

describe('access tokens end with the account and the session', () => {
  it('a deleted account: reads and writes with its token answer 401 at once', async () => {
    const user = await buildUser(app);
    const api = bearerClient(await accessToken(user.client));
    expect((await api.get('/api/v1/profile')).status).toBe(200);
    expect((await user.client.post('/api/auth/delete-user', { password: user.password })).status).toBe(200);
    expect((await api.get('/api/v1/profile')).status).toBe(401);
    expect((await api.post('/api/v1/tasks', { title: 'ghost' })).status).toBe(401);
  });

  it('sign-out and a password change end the tokens issued before them', async () => {
    const user = await buildUser(app);
    const beforeSignOut = bearerClient(await accessToken(user.client));
    expect((await user.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await beforeSignOut.get('/api/v1/profile')).status).toBe(401);

    // A new sign-in gives a token that works, until the password changes.
    const again = app.client();
    await new Promise((r) => setTimeout(r, 1100)); // tokens carry whole seconds
    expect((await signIn(again, user.email, user.password)).status).toBe(200);
    const fresh = bearerClient(await accessToken(again));
    expect((await fresh.get('/api/v1/profile')).status).toBe(200);
    const changed = await again.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'another long secret 42',
    });
    expect(changed.status).toBe(200);
    expect((await fresh.get('/api/v1/profile')).status).toBe(401);
  });
});

describe('password reset tokens', () => {
  it('a reset voids every older reset link', async () => {
    const user = await buildUser(app);
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect(older).not.toBe(newer);
    const used = await app
      .client()
      .post('/api/auth/reset-password', { token: newer, newPassword: 'reset once 123' });
    expect(used.status).toBe(200);
    const stale = await app
      .client()
      .post('/api/auth/reset-password', { token: older, newPassword: 'reset twice 456' });
    expect(stale.status).toBe(400);
    expect((await signIn(app.client(), user.email, 'reset once 123')).status).toBe(200);
  });

  it('a pending reset link goes with the account when it is deleted', async () => {
    const user = await buildUser(app);
    await resetToken(user.email);
    const pending = () => app.database.db.select().from(verification).where(eq(verification.value, user.id));
    expect(await pending()).toHaveLength(1);
    expect((await user.client.post('/api/auth/delete-user', { password: user.password })).status).toBe(200);
    expect(await pending()).toHaveLength(0);
  });
});

describe('transport security', () => {
  it('sends Strict-Transport-Security only when BASE_URL is https', async () => {
    expect((await app.client().get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = await createTestApp({ BASE_URL: 'https://journal.example.com' });
    try {
      const res = await secure.client().get('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    } finally {
      await secure.close();
    }
  });
});

describe('changing the sign-in email', () => {
  it('asks for the current password and tells the old address', async () => {
    const user = await buildUser(app);
    const newEmail = `moved-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const bare = await user.client.post('/api/auth/change-email', { newEmail });
    expect(bare.status).toBe(400);
    expect(readAs(bare.body, identityError).code).toBe('PASSWORD_REQUIRED');
    const wrong = await user.client.post('/api/auth/change-email', {
      newEmail,
      password: 'not my password 1',
    });
    expect(wrong.status).toBe(400);
    expect(readAs(wrong.body, identityError).code).toBe('INVALID_PASSWORD');
    expect(await profileEmail(user.api)).toBe(user.email);
    expect(app.mails.filter((m) => m.to === user.email)).toHaveLength(0);

    const right = await user.client.post('/api/auth/change-email', { newEmail, password: user.password });
    expect(right.status).toBe(200);
    expect(await profileEmail(user.api)).toBe(newEmail);
    const notice = app.mails.find((m) => m.to === user.email);
    expect(notice?.subject).toBe('Your Memento email address was changed');
    expect(notice?.text).toContain(newEmail);
  });
});

describe('sign-up with an address that has an account', () => {
  it('answers exactly as for a new address, and the owner gets an email instead', async () => {
    const owner = await buildUser(app);
    const signUp = (email: string) =>
      app.client().post('/api/auth/sign-up/email', { email, password: 'someone else 123', name: 'Probe' });
    const taken = await signUp(owner.email);
    const fresh = await signUp(`fresh-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    const [takenBody, freshBody] = [readAs(taken.body, signedInAnswer), readAs(fresh.body, signedInAnswer)];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(takenBody.token).toBeNull();
    expect(freshBody.token).toBeNull();
    expect(taken.headers.get('set-cookie')).toBeNull();
    expect(fresh.headers.get('set-cookie')).toBeNull();

    await expect.poll(() => app.mails.filter((m) => m.to === owner.email).length).toBe(1);
    const mail = app.mails.find((m) => m.to === owner.email);
    expect(mail?.subject).toBe('Someone tried to create a Memento account with your address');
    // The owner's password still works; the prober's does not.
    expect((await signIn(app.client(), owner.email, owner.password)).status).toBe(200);
    expect((await signIn(app.client(), owner.email, 'someone else 123')).status).toBe(401);
  });
});
