import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig } from '../../config.ts';
import { attachmentDeletions } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAttachmentStore } from './create-store.ts';
import { drainDeletions } from './deletion-queue.ts';
import { attachmentStoreContract, CONTRACT_ENV } from './store-contract.ts';

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

describe('attachments in an S3-compatible store', () => {
  attachmentStoreContract({
    app: () => app,
    storedVariants: async (userId, attachmentId) =>
      (await s3.keys(`attachments/${userId}/${attachmentId}/`)).length,
    // What main.ts's sweeper does on its timer: drain the deletion outbox into the bucket, until
    // it is empty (a drain the delete route started may hold some rows for a moment).
    settle: async () => {
      const store = createAttachmentStore(loadConfig({ ...CONTRACT_ENV, ...s3.env }).attachments);
      for (let round = 0; round < 100; round++) {
        await drainDeletions(app.database.db, store, createLogger({ level: 'silent' }));
        if ((await app.database.db.select().from(attachmentDeletions)).length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  });
});
