import { describe, expect, it } from 'vitest';
import { identityError } from '../test/identity.ts';
import { readAs } from '../test/raw-answers.ts';
import { suiteApp } from '../test/suite-app.ts';
import { expectStatus, typedApi } from '../test/typed-api.ts';
import { approveWaitlisted } from './queries.ts';

describe('SIGNUP_MODE=waitlist', () => {
  const app = suiteApp({ SIGNUP_MODE: 'waitlist' });

  it('records the address and refuses until an operator approves it', async () => {
    const body = { email: 'Wait.Er@example.com', password: 'patient person 1', name: 'Waiter' };
    const first = await app.client().post('/api/auth/sign-up/email', body);
    expect(first.status).toBe(403);
    expect(readAs(first.body, identityError).code).toBe('WAITLISTED');
    expect(readAs(first.body, identityError).message).toContain('waitlist');
    const again = await app.client().post('/api/auth/sign-up/email', body);
    expect(readAs(again.body, identityError).code).toBe('WAITLISTED');

    expect(await approveWaitlisted(app.database.db, 'wait.er@example.com')).toBe(true);
    const approved = await app.client().post('/api/auth/sign-up/email', body);
    expect(approved.status).toBe(200);
    const meta = await expectStatus(typedApi(app.client()).GET('/api/v1/meta'), 200);
    expect(meta.signup_mode).toBe('waitlist');
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
