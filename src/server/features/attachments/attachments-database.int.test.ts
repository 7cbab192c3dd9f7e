import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachmentBlobs } from '../../db/schema/index.ts';
import { imageOf, wav } from '../../test/attachment-fixtures.ts';
import { buildAttachment, buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { attachmentStoreContract, CONTRACT_ENV, newEntry } from './store-contract.ts';

const app = suiteApp(CONTRACT_ENV);

describe('attachments in the database store', () => {
  attachmentStoreContract({
    app: () => app,
    // Read as the app's own role, past row-level security: what is really left in the table.
    storedVariants: async (_userId, attachmentId) =>
      (
        await app.database.db
          .select()
          .from(attachmentBlobs)
          .where(eq(attachmentBlobs.attachmentId, attachmentId))
      ).length,
    settle: async () => {},
  });
});

describe('the Photos filter', () => {
  it('lists only the entries that hold a photo', async () => {
    const user = await buildUser(app);
    const withPhoto = await newEntry(user);
    const withMemo = await newEntry(user);
    await newEntry(user);
    await buildAttachment(user, withPhoto, await imageOf('webp'));
    await buildAttachment(user, withMemo, wav());
    const page = await expectStatus(
      user.api.GET('/api/v1/entries', { params: { query: { photos: 'true' } } }),
      200,
    );
    expect(page.items.map((e) => e.id)).toEqual([withPhoto]);
    expect(page.items[0]?.attachments[0]?.kind).toBe('image');
  });
});
