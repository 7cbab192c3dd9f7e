import { describe, expect, it } from 'vitest';
import {
  billingAppPerSuite,
  buildPlanUser,
  newEntry,
  setPlanDirectly,
} from '../../test/billing-factories.ts';
import { buildEntry, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

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
  const user = await buildPlanUser(app);
  const made = await buildEntry(user, {
    ...newEntry('A long walk'),
    content: 'We walked along the river for hours. The light was golden and we talked about everything.',
  });
  return { user, entryId: made.id };
}

const digestCount = async (user: TestUser) =>
  (await expectStatus(user.api.GET('/api/v1/digests'), 200)).items.length;
const generate = (user: TestUser, title: string, range: 'week' | 'month' | 'quarter' | 'year') =>
  user.api.POST('/api/v1/digests/generate', { body: { title, range } });
const summarise = (user: TestUser, id: string) =>
  user.api.POST('/api/v1/entries/{id}/summary', { params: { path: { id } } });

describe('digest ranges and AI summaries with billing on', () => {
  const billing = billingAppPerSuite();

  it('gives free accounts week digests only, and refuses longer ones with nothing saved', async () => {
    const { user } = await userWithEntry(billing.app);
    await expectStatus(generate(user, 'My week', 'week'), 201);
    for (const range of ['month', 'quarter', 'year'] as const) {
      const refused = await generate(user, 'Longer', range);
      expect(refused.response.status).toBe(403);
      expect(refused.error?.error).toEqual(digestLimit);
    }
    expect(await digestCount(user)).toBe(1);
  });

  it('refuses AI summaries on free, leaving the entry as it was, and allows them on pro', async () => {
    const { user, entryId } = await userWithEntry(billing.app);
    const refused = await summarise(user, entryId);
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error).toEqual(summaryLimit);
    const entry = user.api.GET('/api/v1/entries/{id}', { params: { path: { id: entryId } } });
    expect((await expectStatus(entry, 200)).summary).toBeNull();

    await setPlanDirectly(billing.app, user.id, 'pro');
    await expectStatus(summarise(user, entryId), 200);
    await expectStatus(generate(user, 'Year', 'year'), 201);
  });
});

describe('digest ranges and AI summaries with billing off', () => {
  const app = suiteApp();

  it('limits neither', async () => {
    const { user, entryId } = await userWithEntry(app);
    await expectStatus(summarise(user, entryId), 200);
    await expectStatus(generate(user, 'Year', 'year'), 201);
  });
});
