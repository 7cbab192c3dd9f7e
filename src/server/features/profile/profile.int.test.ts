import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, fieldProblems, typedApi } from '../../test/typed-api.ts';
import { setPlan } from './service.ts';

const app = suiteApp();

const readProfile = (user: TestUser) => expectStatus(user.api.GET('/api/v1/profile'), 200);
const syncProfile = (user: TestUser, body?: { time_zone?: string }) =>
  expectStatus(user.api.POST('/api/v1/profile/sync', body ? { body } : {}), 200);

describe('profile', () => {
  it('exists from sign-up on the free plan, not onboarded', async () => {
    const user = await buildUser(app, { name: 'Ada' });
    expect(await readProfile(user)).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Ada',
      plan: 'free',
      onboarded: false,
    });
  });

  it('sync creates once, then refreshes name and email without touching the plan', async () => {
    const user = await buildUser(app, { name: 'Before' });
    const first = await syncProfile(user);
    await setPlan(app.database.db, user.email, 'pro');
    // Untyped: the identity routes are the auth library's, not in the contract.
    await user.client.post('/api/auth/update-user', { name: 'After' });
    const again = await syncProfile(user);
    expect(again).toMatchObject({ id: user.id, name: 'After', plan: 'pro' });
    expect(again.created_at).toBe(first.created_at);
    expect(Date.parse(again.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.updated_at));
  });

  it('follows an email change', async () => {
    const user = await buildUser(app);
    const newEmail = `changed-${Date.now()}@example.com`;
    // Untyped: the identity routes are the auth library's, not in the contract.
    const res = await user.client.post('/api/auth/change-email', { newEmail, password: user.password });
    expect(res.status).toBe(200);
    expect((await readProfile(user))?.email).toBe(newEmail);
  });

  it('updates name and onboarded, and refuses the plan or blank names', async () => {
    const user = await buildUser(app);
    const ok = await user.api.PATCH('/api/v1/profile', { body: { name: '  Grace  ', onboarded: true } });
    expect(ok.data).toMatchObject({ name: 'Grace', onboarded: true });
    // Untyped on purpose: the contract has no plan in a profile update.
    const plan = await user.client.patch('/api/v1/profile', { plan: 'pro' });
    expect(plan.status).toBe(400);
    expect(fieldProblems(plan.body)[0]).toEqual({ field: 'plan', message: 'unknown field' });
    const blank = await user.api.PATCH('/api/v1/profile', { body: { name: '   ' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error?.error.message).toContain('name');
    expect((await readProfile(user))?.plan).toBe('free');
  });

  it("never lets one user read or change another's profile", async () => {
    const a = await buildUser(app, { name: 'Alice' });
    const b = await buildUser(app, { name: 'Bob' });
    expect((await readProfile(b))?.id).toBe(b.id);
    await b.api.PATCH('/api/v1/profile', { body: { name: 'Mallory' } });
    expect((await readProfile(a))?.name).toBe('Alice');
  });

  it('keeps UTC picked on purpose when the browser syncs another zone', async () => {
    const user = await buildUser(app);
    await syncProfile(user, { time_zone: 'Europe/Paris' });
    const picked = await user.api.PATCH('/api/v1/profile', { body: { time_zone: 'UTC' } });
    expect(picked.data?.time_zone).toBe('UTC');
    expect((await syncProfile(user, { time_zone: 'Asia/Tokyo' })).time_zone).toBe('UTC');
    expect((await readProfile(user))?.time_zone).toBe('UTC');
  });

  it('answers 401 to the signed out', async () => {
    const res = await typedApi(app.client()).GET('/api/v1/profile');
    expect(res.response.status).toBe(401);
    expect(res.error).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue' } });
  });
});
