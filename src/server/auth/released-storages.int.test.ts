import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleasedAsyncLocalStorage } from '../lib/released-async-storage.ts';
import { buildUser } from '../test/factories.ts';
import { promiseHooksOn } from '../test/promise-hooks.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { expectStatus } from '../test/typed-api.ts';
import { BETTER_AUTH_STORAGES, betterAuthContext } from './released-storages.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('promise hooks after sign-in and an idempotent create', () => {
  it('are off again once the requests that needed them have finished', async () => {
    expect(await promiseHooksOn()).toBe(false);
    // Sign-up and sign-in run in Better Auth's storages; the create in the Idempotency-Key's.
    const person = await buildUser(app);
    await expectStatus(
      person.api.POST('/api/v1/entries', {
        body: { title: 'Harbour walk', type: 'memory', content: 'Gulls over the harbour' },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
      201,
    );
    expect(await promiseHooksOn()).toBe(false);
    // The signed-in session still reads as it did.
    expect((await person.client.get('/api/v1/profile')).status).toBe(200);
  });

  it('are given back by every storage Better Auth made', () => {
    const context = betterAuthContext();
    for (const slot of BETTER_AUTH_STORAGES) expect(context[slot]).toBeInstanceOf(ReleasedAsyncLocalStorage);
    // A storage made anywhere else in Better Auth would be a plain AsyncLocalStorage here.
    const storages = Object.entries(context).filter(
      ([, value]) => value instanceof Object && 'getStore' in value,
    );
    expect(storages.map(([slot]) => slot).sort()).toEqual([...BETTER_AUTH_STORAGES].sort());
  });
});
