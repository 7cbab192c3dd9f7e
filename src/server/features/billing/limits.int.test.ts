import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAppPerSuite,
  countEntries,
  newConnection,
  newEntry,
  seedConnections,
  seedEntries,
  setPlanDirectly,
  syncProfile,
} from '../../test/billing-factories.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

describe('plan limits with billing on', () => {
  const billing = billingAppPerSuite();

  it('says billing is on, with usage against the free limits', async () => {
    const user = await buildUser(billing.app);
    await syncProfile(user);
    await seedEntries(billing.app, user.id, 37);
    expect((await user.client.get('/api/v1/meta')).body.billing_enabled).toBe(true);
    const status = await user.client.get('/api/v1/billing');
    expect(status.body).toEqual({
      billing_enabled: true,
      plan: 'free',
      can_manage: false,
      usage: { entries: { used: 37, limit: 100 }, connections: { used: 0, limit: 5 } },
    });
  });

  it('lets a free account make its 100th entry and refuses the 101st with nothing written', async () => {
    const user = await buildUser(billing.app);
    await syncProfile(user);
    await seedEntries(billing.app, user.id, 99);
    expect((await user.client.post('/api/v1/entries', newEntry('The hundredth'))).status).toBe(201);
    const refused = await user.client.post('/api/v1/entries', newEntry('The hundred and first'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(entriesLimit);
    expect(await countEntries(billing.app, user.id)).toBe(100);
  });

  it('lets a free account make its 5th connection and refuses the 6th', async () => {
    const user = await buildUser(billing.app);
    await syncProfile(user);
    await seedConnections(billing.app, user.id, 4);
    expect((await user.client.post('/api/v1/connections', newConnection('Fifth'))).status).toBe(201);
    const refused = await user.client.post('/api/v1/connections', newConnection('Sixth'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(connectionsLimit);
    const list = await user.client.get('/api/v1/connections?limit=20');
    expect(list.body.items).toHaveLength(5);
  });

  it('holds the limit when creations race at the edge', async () => {
    const user = await buildUser(billing.app);
    await syncProfile(user);
    await seedEntries(billing.app, user.id, 98);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => user.client.post('/api/v1/entries', newEntry(`Racer ${i}`))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403]);
    expect(await countEntries(billing.app, user.id)).toBe(100);
  });

  it('lifts every limit on pro', async () => {
    const user = await buildUser(billing.app);
    await syncProfile(user);
    await setPlanDirectly(billing.app, user.id, 'pro');
    await seedEntries(billing.app, user.id, 100);
    await seedConnections(billing.app, user.id, 5);
    expect((await user.client.post('/api/v1/entries', newEntry())).status).toBe(201);
    expect((await user.client.post('/api/v1/connections', newConnection())).status).toBe(201);
    const status = await user.client.get('/api/v1/billing');
    expect(status.body.usage).toEqual({
      entries: { used: 101, limit: null },
      connections: { used: 6, limit: null },
    });
  });

  it('keeps data above the limits readable and editable after a downgrade; only creation is refused', async () => {
    const user = await buildUser(billing.app);
    await syncProfile(user);
    await setPlanDirectly(billing.app, user.id, 'pro');
    await seedEntries(billing.app, user.id, 100);
    await seedConnections(billing.app, user.id, 6);
    const made = await user.client.post('/api/v1/entries', newEntry('Written on pro'));
    expect(made.status).toBe(201);
    await setPlanDirectly(billing.app, user.id, 'free');

    const list = await user.client.get('/api/v1/entries?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(100);
    expect(list.body.next_cursor).not.toBeNull();
    expect((await user.client.get(`/api/v1/entries/${made.body.id}`)).body.title).toBe('Written on pro');
    const edited = await user.client.patch(`/api/v1/entries/${made.body.id}`, { title: 'Edited on free' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Edited on free');
    const connections = await user.client.get('/api/v1/connections?limit=20');
    expect(connections.body.items).toHaveLength(6);
    const first = connections.body.items[0];
    expect((await user.client.patch(`/api/v1/connections/${first.id}`, { name: 'Renamed' })).status).toBe(
      200,
    );

    expect((await user.client.post('/api/v1/entries', newEntry())).body).toEqual(entriesLimit);
    expect((await user.client.post('/api/v1/connections', newConnection())).body).toEqual(connectionsLimit);
    // Deleting back under the limit makes room again.
    expect((await user.client.delete(`/api/v1/entries/${made.body.id}`)).status).toBe(204);
    expect((await user.client.post('/api/v1/entries', newEntry())).status).toBe(403);
  });
});

describe('plan limits with billing off (the self-hosted default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('limits nothing and says billing is off', async () => {
    const user = await buildUser(app);
    await syncProfile(user);
    await seedEntries(app, user.id, 100);
    await seedConnections(app, user.id, 5);
    expect((await user.client.post('/api/v1/entries', newEntry())).status).toBe(201);
    expect((await user.client.post('/api/v1/connections', newConnection())).status).toBe(201);
    expect((await user.client.get('/api/v1/meta')).body.billing_enabled).toBe(false);
    expect((await user.client.get('/api/v1/billing')).body).toEqual({
      billing_enabled: false,
      plan: 'free',
      can_manage: false,
      usage: { entries: { used: 101, limit: null }, connections: { used: 6, limit: null } },
    });
  });

  it('answers 404 on every Stripe route', async () => {
    const user = await buildUser(app);
    await syncProfile(user);
    for (const res of [
      await user.client.post('/api/v1/billing/checkout'),
      await user.client.post('/api/v1/billing/portal'),
      await user.client.get('/api/v1/billing/verify?session_id=cs_test_1'),
      await app.client().post('/api/v1/billing/webhook', '{}', { 'stripe-signature': 't=1,v1=0' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: 'Billing is not enabled on this server' });
    }
  });
});
