import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOf, wav } from '../../test/attachment-fixtures.ts';
import { drainDeletionOutbox } from '../../test/drain-deletions.ts';
import { buildAttachment, buildUser } from '../../test/factories.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { attachmentStoreContract, CONTRACT_ENV, newEntry } from './store-contract.ts';

let s3: LocalS3;
let app: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  app = await createTestApp({ ...CONTRACT_ENV, ...s3.env });
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

const settle = () => drainDeletionOutbox(app, { ...CONTRACT_ENV, ...s3.env });

describe('attachments in an S3-compatible store', () => {
  it('deletes every object of an account that deletes itself', async () => {
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    await buildAttachment(user, entryId, await imageOf('png'));
    await buildAttachment(user, entryId, wav());
    expect(await s3.keys(`attachments/${user.id}/`)).toHaveLength(4);
    expect((await user.client.post('/api/auth/delete-user', { password: user.password })).status).toBe(200);
    await settle();
    expect(await s3.keys(`attachments/${user.id}/`)).toEqual([]);
  });

  attachmentStoreContract({
    app: () => app,
    storedVariants: async (userId, attachmentId) =>
      (await s3.keys(`attachments/${userId}/${attachmentId}/`)).length,
    // What main.ts's sweeper does on its timer: drain the deletion outbox into the bucket.
    settle,
  });
});
