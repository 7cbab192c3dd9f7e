import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, mementoJsonOf } from '../../../../test/download-export.ts';
import { buildUser } from '../../../../test/factories.ts';
import { buildZip, importAndWait, uploadImport } from '../../../../test/import-fixtures.ts';
import { errorOf } from '../../../../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const at = '2025-01-02T03:04:05.000Z';
const entry = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  type: 'memory',
  content: 'Text',
  star_rating: null,
  summary: null,
  is_private: false,
  is_favorite: false,
  prompt_used: null,
  context_text: null,
  occurred_at: at,
  created_at: at,
  updated_at: at,
  location_id: null,
  source_id: null,
  tag_ids: [],
  connection_ids: [],
  attachments: [],
  ...extra,
});
const doc = (entries: unknown[], version = 1) => ({
  format: 'memento',
  version,
  exported_at: at,
  profile: { name: null, ai_enabled: true, time_zone: 'UTC' },
  tags: [],
  locations: [],
  sources: [],
  connections: [],
  entries,
  groups: [],
  digests: [],
});
const ids = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { jobs: true });
});
afterAll(() => app.close());

describe('Memento import of files it cannot fully read', () => {
  it('refuses an export from a newer Memento before anything is written', async () => {
    const user = await buildUser(app);
    const zip = await buildZip([{ name: 'memento.json', data: JSON.stringify(doc([], 2)) }]);
    const res = await uploadImport(app, user, zip, 'newer.zip');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/newer Memento \(format version 2\).*Nothing was imported/);
  });

  it('reports a record that breaks the format and a file that does not match, and imports the rest', async () => {
    const user = await buildUser(app);
    const file = {
      id: ids[2],
      path: 'attachments/photo.png',
      kind: 'image',
      content_type: 'image/png',
      file_name: 'photo.png',
      byte_size: 5,
      etag: 'AAAAAAAAAAAAAAAA',
      position: 0,
      caption: null,
      width: null,
      height: null,
      taken_at: null,
      taken_lat: null,
      taken_lng: null,
      created_at: at,
    };
    const zip = await buildZip([
      {
        name: 'memento.json',
        data: JSON.stringify(
          doc([
            entry(ids[0] as string, 'Fine', {
              attachments: [file],
              tag_ids: ['44444444-4444-4444-8444-444444444444'],
            }),
            entry(ids[1] as string, 'Bad', { star_rating: 9 }),
            entry('55555555-5555-4555-8555-555555555555', 'Nul \u0000 inside'),
          ]),
        ),
      },
      { name: 'attachments/photo.png', data: 'hello' },
    ]);
    const done = await importAndWait(app, user, zip, 'hand-made.zip');
    expect(done.status).toBe('done');
    expect(done.report).toMatchObject({ created: 1, failed: 2 });
    const failed = done.report.items.filter((i) => i.outcome === 'failed');
    expect(failed.map((i) => i.reason)).toEqual([
      expect.stringMatching(/^star_rating: /),
      'title: must not contain NUL characters',
    ]);
    const created = done.report.items.find((i) => i.outcome === 'created');
    expect(created?.reason).toMatch(/1 link to records not in the file left out/);
    expect(created?.reason).toMatch(/photo\.png: its bytes do not match the checksum/);
    const exported = mementoJsonOf((await downloadExport(app, user)).files);
    expect(exported.entries).toEqual([
      expect.objectContaining({ title: 'Fine', tag_ids: [], attachments: [] }),
    ]);
  });
});
