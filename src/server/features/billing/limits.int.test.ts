import { describe, expect, it } from 'vitest';
import {
  billingAppPerSuite,
  buildPlanUser,
  countEntries,
  newConnection,
  newEntry,
  seedConnections,
  seedEntries,
  setPlanDirectly,
} from '../../test/billing-factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

const entriesLimit = {
  error: {
    code: 'plan_limit',
    message: 'The Free plan keeps up to 100 entries. Upgrade to Pro in Settings for unlimited entries.',
    details: { limit: 'entries' },
  },
};
const connectionsLimit = {
  error: {
    code: 'plan_limit',
    message: 'The Free plan keeps up to 5 connections. Upgrade to Pro in Settings for unlimited connections.',
    details: { limit: 'connections' },
  },
};
const one = (id: string) => ({ params: { path: { id } } });

/** The last create the plan allows answers 201; the next one is refused with the limit's 403. */
async function expectLastAllowed(
  create: (name: string) => Promise<{ error?: unknown; response: Response }>,
  [last, over]: [string, string],
  limit: unknown,
) {
  expect((await create(last)).response.status).toBe(201);
  const refused = await create(over);
  expect(refused.response.status).toBe(403);
  expect(refused.error).toEqual(limit);
}

describe('plan limits with billing on', () => {
  const billing = billingAppPerSuite();

  it('says billing is on, with usage against the free limits', async () => {
    const user = await buildPlanUser(billing.app);
    await seedEntries(billing.app, user.id, 37);
    expect((await expectStatus(user.api.GET('/api/v1/meta'), 200)).billing_enabled).toBe(true);
    expect(await expectStatus(user.api.GET('/api/v1/billing'), 200)).toEqual({
      billing_enabled: true,
      plan: 'free',
      can_manage: false,
      usage: { entries: { used: 37, limit: 100 }, connections: { used: 0, limit: 5 } },
    });
  });

  it('lets a free account make its 100th entry and refuses the 101st with nothing written', async () => {
    const user = await buildPlanUser(billing.app);
    await seedEntries(billing.app, user.id, 99);
    const create = (title: string) => user.api.POST('/api/v1/entries', { body: newEntry(title) });
    await expectLastAllowed(create, ['The hundredth', 'The hundred and first'], entriesLimit);
    expect(await countEntries(billing.app, user.id)).toBe(100);
  });

  it('lets a free account make its 5th connection and refuses the 6th', async () => {
    const user = await buildPlanUser(billing.app);
    await seedConnections(billing.app, user.id, 4);
    const create = (name: string) => user.api.POST('/api/v1/connections', { body: newConnection(name) });
    await expectLastAllowed(create, ['Fifth', 'Sixth'], connectionsLimit);
    const list = await user.api.GET('/api/v1/connections', { params: { query: { limit: 20 } } });
    expect(list.data?.items).toHaveLength(5);
  });

  it('holds the limit when creations race at the edge', async () => {
    const user = await buildPlanUser(billing.app);
    await seedEntries(billing.app, user.id, 98);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => user.api.POST('/api/v1/entries', { body: newEntry(`Racer ${i}`) })),
    );
    expect(results.map((r) => r.response.status).sort()).toEqual([201, 201, 403, 403]);
    expect(await countEntries(billing.app, user.id)).toBe(100);
  });

  it('lifts every limit on pro', async () => {
    const user = await buildPlanUser(billing.app, 'pro');
    await seedEntries(billing.app, user.id, 100);
    await seedConnections(billing.app, user.id, 5);
    await expectStatus(user.api.POST('/api/v1/entries', { body: newEntry() }), 201);
    await expectStatus(user.api.POST('/api/v1/connections', { body: newConnection() }), 201);
    expect((await expectStatus(user.api.GET('/api/v1/billing'), 200)).usage).toEqual({
      entries: { used: 101, limit: null },
      connections: { used: 6, limit: null },
    });
  });

  it('keeps data above the limits readable and editable after a downgrade; only creation is refused', async () => {
    const user = await buildPlanUser(billing.app, 'pro');
    await seedEntries(billing.app, user.id, 100);
    await seedConnections(billing.app, user.id, 6);
    const made = await expectStatus(
      user.api.POST('/api/v1/entries', { body: newEntry('Written on pro') }),
      201,
    );
    await setPlanDirectly(billing.app, user.id, 'free');

    const list = await expectStatus(
      user.api.GET('/api/v1/entries', { params: { query: { limit: 100 } } }),
      200,
    );
    expect(list.items).toHaveLength(100);
    expect(list.next_cursor).not.toBeNull();
    expect((await user.api.GET('/api/v1/entries/{id}', one(made.id))).data?.title).toBe('Written on pro');
    const edited = await expectStatus(
      user.api.PATCH('/api/v1/entries/{id}', { ...one(made.id), body: { title: 'Edited on free' } }),
      200,
    );
    expect(edited.title).toBe('Edited on free');
    const connections = await user.api.GET('/api/v1/connections', { params: { query: { limit: 20 } } });
    expect(connections.data?.items).toHaveLength(6);
    const first = connections.data?.items[0]?.id ?? '';
    await expectStatus(
      user.api.PATCH('/api/v1/connections/{id}', { ...one(first), body: { name: 'Renamed' } }),
      200,
    );

    expect((await user.api.POST('/api/v1/entries', { body: newEntry() })).error).toEqual(entriesLimit);
    expect((await user.api.POST('/api/v1/connections', { body: newConnection() })).error).toEqual(
      connectionsLimit,
    );
    // Deleting back under the limit makes room again.
    await expectStatus(user.api.DELETE('/api/v1/entries/{id}', one(made.id)), 204);
    expect((await user.api.POST('/api/v1/entries', { body: newEntry() })).response.status).toBe(403);
  });
});

describe('plan limits with billing off (the self-hosted default)', () => {
  const app = suiteApp();

  it('limits nothing and says billing is off', async () => {
    const user = await buildPlanUser(app);
    await seedEntries(app, user.id, 100);
    await seedConnections(app, user.id, 5);
    await expectStatus(user.api.POST('/api/v1/entries', { body: newEntry() }), 201);
    await expectStatus(user.api.POST('/api/v1/connections', { body: newConnection() }), 201);
    expect((await expectStatus(user.api.GET('/api/v1/meta'), 200)).billing_enabled).toBe(false);
    expect(await expectStatus(user.api.GET('/api/v1/billing'), 200)).toEqual({
      billing_enabled: false,
      plan: 'free',
      can_manage: false,
      usage: { entries: { used: 101, limit: null }, connections: { used: 6, limit: null } },
    });
  });

  it('answers 404 on every Stripe route', async () => {
    const user = await buildPlanUser(app);
    for (const { error, response } of [
      await user.api.POST('/api/v1/billing/checkout'),
      await user.api.POST('/api/v1/billing/portal'),
      await user.api.GET('/api/v1/billing/verify', { params: { query: { session_id: 'cs_test_1' } } }),
      // Untyped: a webhook's body is Stripe's, sent with a signature the contract does not describe.
      await app
        .client()
        .post('/api/v1/billing/webhook', '{}', { 'stripe-signature': 't=1,v1=0' })
        .then((res) => ({
          error: res.body,
          response: { status: res.status },
        })),
    ]) {
      expect(response.status).toBe(404);
      expect(error).toEqual({
        error: { code: 'not_found', message: 'Billing is not enabled on this server' },
      });
    }
  });
});
