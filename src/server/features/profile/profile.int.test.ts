import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { setPlan } from './service.ts';

const app = suiteApp();

describe('profile', () => {
  it('exists from sign-up on the free plan, not onboarded', async () => {
    const user = await buildUser(app, { name: 'Ada' });
    const res = await user.client.get('/api/v1/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Ada',
      plan: 'free',
      onboarded: false,
    });
  });

  it('sync creates once, then refreshes name and email without touching the plan', async () => {
    const user = await buildUser(app, { name: 'Before' });
    const first = await user.client.post('/api/v1/profile/sync');
    expect(first.status).toBe(200);
    await setPlan(app.database.db, user.email, 'pro');
    await user.client.post('/api/auth/update-user', { name: 'After' });
    const again = await user.client.post('/api/v1/profile/sync');
    expect(again.body).toMatchObject({ id: user.id, name: 'After', plan: 'pro' });
    expect(again.body.created_at).toBe(first.body.created_at);
    expect(Date.parse(again.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.body.updated_at));
  });

  it('follows an email change', async () => {
    const user = await buildUser(app);
    const newEmail = `changed-${Date.now()}@example.com`;
    const res = await user.client.post('/api/auth/change-email', { newEmail, password: user.password });
    expect(res.status).toBe(200);
    expect((await user.client.get('/api/v1/profile')).body.email).toBe(newEmail);
  });

  it('updates name and onboarded, and refuses the plan or blank names', async () => {
    const user = await buildUser(app);
    const ok = await user.client.patch('/api/v1/profile', { name: '  Grace  ', onboarded: true });
    expect(ok.body).toMatchObject({ name: 'Grace', onboarded: true });
    const plan = await user.client.patch('/api/v1/profile', { plan: 'pro' });
    expect(plan.status).toBe(400);
    expect(plan.body.error.details.fields[0]).toEqual({ field: 'plan', message: 'unknown field' });
    const blank = await user.client.patch('/api/v1/profile', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('name');
    expect((await user.client.get('/api/v1/profile')).body.plan).toBe('free');
  });

  it("never lets one user read or change another's profile", async () => {
    const a = await buildUser(app, { name: 'Alice' });
    const b = await buildUser(app, { name: 'Bob' });
    expect((await b.client.get('/api/v1/profile')).body.id).toBe(b.id);
    await b.client.patch('/api/v1/profile', { name: 'Mallory' });
    expect((await a.client.get('/api/v1/profile')).body.name).toBe('Alice');
  });

  it('keeps UTC picked on purpose when the browser syncs another zone', async () => {
    const user = await buildUser(app);
    await user.client.post('/api/v1/profile/sync', { time_zone: 'Europe/Paris' });
    expect((await user.client.patch('/api/v1/profile', { time_zone: 'UTC' })).body.time_zone).toBe('UTC');
    const synced = await user.client.post('/api/v1/profile/sync', { time_zone: 'Asia/Tokyo' });
    expect(synced.body.time_zone).toBe('UTC');
    expect((await user.client.get('/api/v1/profile')).body.time_zone).toBe('UTC');
  });

  it('answers 401 to the signed out', async () => {
    const res = await app.client().get('/api/v1/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue' } });
  });
});
