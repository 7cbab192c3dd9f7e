import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOf } from '../../test/attachment-fixtures.ts';
import { journalJson, md5 } from '../../test/dayone-fixtures.ts';
import { drainDeletionOutbox } from '../../test/drain-deletions.ts';
import { buildUser } from '../../test/factories.ts';
import { buildZip, importAndWait } from '../../test/import-fixtures.ts';
import { type LocalS3, startLocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

let s3: LocalS3;
let app: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  app = await createTestApp(s3.env, { jobs: true });
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe('an import into an S3 attachment store', () => {
  it('leaves no object behind for an entry whose transaction rolled back, and keeps the imported ones', async () => {
    const user = await buildUser(app);
    const [kept, lost] = [await imageOf('jpeg', 96), await imageOf('png', 64)];
    const photo = (id: string, bytes: Uint8Array, type: string) => ({
      identifier: id,
      md5: md5(bytes),
      type,
    });
    const keptId = 'C0FFEE00000000000000000000000001';
    const lostId = 'C0FFEE00000000000000000000000002';
    const reference = (id: string) => `![](dayone-moment://${id})`;
    // Its text fits the limit as Day One wrote it, but not once the reference to its photo is
    // rewritten to the (longer) attachment URL: the database refuses the entry after its photo
    // went to the bucket, and its batch rolls back.
    const long = `Long day\n\n${'x'.repeat(100_000 - 20 - reference(lostId).length)}\n${reference(lostId)}`;
    const zip = await buildZip([
      {
        name: 'Journal.json',
        data: journalJson([
          {
            uuid: 'S3000000000000000000000000000001',
            creationDate: '2024-05-01T10:00:00Z',
            text: `A walk\n\n${reference(keptId)}`,
            photos: [photo(keptId, kept, 'jpeg')],
          },
          {
            uuid: 'S3000000000000000000000000000002',
            creationDate: '2024-05-02T10:00:00Z',
            text: long,
            photos: [photo(lostId, lost, 'png')],
          },
        ]),
      },
      { name: `photos/${md5(kept)}.jpeg`, data: kept, store: true },
      { name: `photos/${md5(lost)}.png`, data: lost, store: true },
    ]);

    const done = await importAndWait(app, user, zip, 'Day One.zip');
    expect(done.status).toBe('done');
    expect([done.report.created, done.report.failed]).toEqual([1, 1]);
    const entries = await expectStatus(user.api.GET('/api/v1/entries'), 200);
    expect(entries.items).toHaveLength(1);
    const attachments = await expectStatus(
      user.api.GET('/api/v1/entries/{id}/attachments', {
        params: { path: { id: entries.items[0]?.id ?? '' } },
      }),
      200,
    );
    const [attachment] = attachments.items;

    await drainDeletionOutbox(app, s3.env);
    // The imported photo's original and two sizes; nothing of the entry that was not imported.
    expect((await s3.keys(`attachments/${user.id}/`)).sort()).toEqual(
      ['display', 'original', 'thumb'].map((v) => `attachments/${user.id}/${attachment?.id}/${v}`),
    );
  });
});
