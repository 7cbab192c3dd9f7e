import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAppPerSuite, newEntry, setPlanDirectly, syncProfile } from '../../test/billing-factories.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const digestLimit = {
  code: 'plan_limit',
  message:
    'The Free plan makes digests of the past week only. Upgrade to Pro in Settings for month, quarter and year digests.',
  details: { limit: 'digest_range' },
};
const summaryLimit = {
  code: 'plan_limit',
  message:
    'AI entry summaries are part of the Pro plan. Upgrade to Pro in Settings to summarise your entries.',
  details: { limit: 'ai_summaries' },
};

async function userWithEntry(app: TestApp): Promise<{ user: TestUser; entryId: string }> {
  const user = await buildUser(app);
  await syncProfile(user);
  const entry = {
    ...newEntry('A long walk'),
    content: 'We walked along the river for hours. The light was golden and we talked about everything.',
  };
  const made = await user.client.post('/api/v1/entries', entry);
  return { user, entryId: made.body.id };
}

const digestCount = async (user: TestUser) => (await user.client.get('/api/v1/digests')).body.items.length;

describe('digest ranges and AI summaries with billing on', () => {
  const billing = billingAppPerSuite();

  it('gives free accounts week digests only, and refuses longer ones with nothing saved', async () => {
    const { user } = await userWithEntry(billing.app);
    const week = await user.client.post('/api/v1/digests/generate', { title: 'My week', range: 'week' });
    expect(week.status).toBe(201);
    for (const range of ['month', 'quarter', 'year']) {
      const refused = await user.client.post('/api/v1/digests/generate', { title: 'Longer', range });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual(digestLimit);
    }
    expect(await digestCount(user)).toBe(1);
  });

  it('refuses AI summaries on free, leaving the entry as it was, and allows them on pro', async () => {
    const { user, entryId } = await userWithEntry(billing.app);
    const refused = await user.client.post(`/api/v1/entries/${entryId}/summary`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual(summaryLimit);
    expect((await user.client.get(`/api/v1/entries/${entryId}`)).body.summary).toBeNull();

    await setPlanDirectly(billing.app, user.id, 'pro');
    expect((await user.client.post(`/api/v1/entries/${entryId}/summary`)).status).toBe(200);
    expect(
      (await user.client.post('/api/v1/digests/generate', { title: 'Year', range: 'year' })).status,
    ).toBe(201);
  });
});

describe('digest ranges and AI summaries with billing off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('limits neither', async () => {
    const { user, entryId } = await userWithEntry(app);
    expect((await user.client.post(`/api/v1/entries/${entryId}/summary`)).status).toBe(200);
    expect(
      (await user.client.post('/api/v1/digests/generate', { title: 'Year', range: 'year' })).status,
    ).toBe(201);
  });
});
