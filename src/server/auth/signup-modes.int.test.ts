import { describe, expect, it } from 'vitest';
import { suiteApp } from '../test/suite-app.ts';
import { approveWaitlisted } from './queries.ts';

describe('SIGNUP_MODE=waitlist', () => {
  const app = suiteApp({ SIGNUP_MODE: 'waitlist' });

  it('records the address and refuses until an operator approves it', async () => {
    const body = { email: 'Wait.Er@example.com', password: 'patient person 1', name: 'Waiter' };
    const first = await app.client().post('/api/auth/sign-up/email', body);
    expect(first.status).toBe(403);
    expect(first.body.code).toBe('WAITLISTED');
    expect(first.body.message).toContain('waitlist');
    expect((await app.client().post('/api/auth/sign-up/email', body)).body.code).toBe('WAITLISTED');

    expect(await approveWaitlisted(app.database.db, 'wait.er@example.com')).toBe(true);
    const approved = await app.client().post('/api/auth/sign-up/email', body);
    expect(approved.status).toBe(200);
    expect((await app.client().get('/api/v1/meta')).body.signup_mode).toBe('waitlist');
  });
});

describe('SIGNUP_MODE=closed', () => {
  const app = suiteApp({ SIGNUP_MODE: 'closed' });

  it('refuses every sign-up with a clear message', async () => {
    const res = await app.client().post('/api/auth/sign-up/email', {
      email: 'nope@example.com',
      password: 'closed doors 12',
      name: 'Nope',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'SIGNUP_CLOSED', message: expect.stringContaining('closed') });
  });
});
