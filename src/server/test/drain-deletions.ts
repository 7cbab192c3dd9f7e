import { loadConfig } from '../config.ts';
import { attachmentDeletions } from '../db/schema/index.ts';
import { createAttachmentStore } from '../features/attachments/create-store.ts';
import { drainDeletions } from '../features/attachments/deletion-queue.ts';
import { createLogger } from '../lib/logger.ts';
import type { TestApp } from './test-app.ts';

/**
 * What main.ts's sweeper does on its timer: drains the attachments' deletion outbox into the
 * store the app was started with (`env`), until it is empty (a drain the app started itself may
 * hold rows for a moment).
 */
export async function drainDeletionOutbox(app: TestApp, env: Record<string, string>): Promise<void> {
  const store = createAttachmentStore(loadConfig(env).attachments);
  for (let round = 0; round < 100; round++) {
    await drainDeletions(app.database.db, store, createLogger({ level: 'silent' }));
    if ((await app.database.db.select().from(attachmentDeletions)).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
