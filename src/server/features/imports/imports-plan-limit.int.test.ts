import { describe, expect, it } from 'vitest';
import {
  billingAppPerSuite,
  buildPlanUser,
  countEntries,
  seedEntries,
} from '../../test/billing-factories.ts';
import { sampleDayOneExport } from '../../test/dayone-fixtures.ts';
import { uploadImport } from '../../test/import-fixtures.ts';
import { errorOf } from '../../test/raw-answers.ts';
import { expectStatus } from '../../test/typed-api.ts';

const billing = billingAppPerSuite({ jobs: true });

describe('imports with billing on', () => {
  it('says before it starts that an import would pass the Free plan, and writes nothing', async () => {
    const user = await buildPlanUser(billing.app);
    await seedEntries(billing.app, user.id, 98);
    const res = await uploadImport(billing.app, user, (await sampleDayOneExport()).zip, 'Day One.zip');
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toMatchObject({
      code: 'plan_limit',
      message:
        'This import would add up to 4 entries to your 98, and the Free plan keeps up to 100 entries. Upgrade to Pro in Settings, then import again. Nothing was imported.',
    });
    expect(await countEntries(billing.app, user.id)).toBe(98);
    expect((await expectStatus(user.api.GET('/api/v1/imports'), 200)).items).toEqual([]);
  });
});
