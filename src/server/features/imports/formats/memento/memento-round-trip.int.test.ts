import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, mementoJsonOf } from '../../../../test/download-export.ts';
import { buildUser, type TestUser } from '../../../../test/factories.ts';
import { findOne } from '../../../../test/find-one.ts';
import { buildFullJournal } from '../../../../test/full-journal.ts';
import { importAndWait } from '../../../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * An export with its ids named by order of first appearance and its export time blanked: two
 * exports of the same data give the same text and the same files, byte for byte.
 */
function canonical(files: Map<string, Buffer>) {
  const names = new Map<string, string>();
  const rename = (text: string) =>
    text.replace(UUID, (id) => {
      if (!names.has(id)) names.set(id, `id-${names.size + 1}`);
      return names.get(id) as string;
    });
  const json = rename((files.get('memento.json') as Buffer).toString('utf8')).replace(
    /"exported_at": "[^"]+"/,
    '"exported_at": "(export time)"',
  );
  const others = [...files]
    .filter(([path]) => path !== 'memento.json')
    .map(([path, bytes]) => [rename(path), bytes.toString('base64')] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return { json, files: Object.fromEntries(others) };
}

let app: TestApp;
let alex: TestUser;
let first: Awaited<ReturnType<typeof downloadExport>>;
beforeAll(async () => {
  app = await createTestApp({}, { jobs: true });
  alex = await buildUser(app, { name: 'Alex Export' });
  await buildFullJournal(app, alex);
  first = await downloadExport(app, alex);
});
afterAll(() => app.close());

describe('Memento export → import → export', () => {
  it('gives back the same data in an empty account: every field, link, group item, digest and file byte', async () => {
    // The account's name is its sign-in's, not data of the export: the new account has the same.
    const fresh = await buildUser(app, { name: 'Alex Export' });
    const done = await importAndWait(app, fresh, first.bytes, 'memento-memento.zip');
    expect(done).toMatchObject({ format: 'memento', status: 'done' });
    expect(done.report.failed).toBe(0);
    const second = await downloadExport(app, fresh);
    const [a, b] = [canonical(first.files), canonical(second.files)];
    expect(b.json).toBe(a.json);
    expect(Object.keys(b.files)).toEqual(Object.keys(a.files));
    expect(b.files).toEqual(a.files);
    // Nothing was carried over by id: the new account's records are its own.
    const ids = (files: Map<string, Buffer>) => new Set(mementoJsonOf(files).entries.map((e) => e.id));
    expect([...ids(second.files)].some((id) => ids(first.files).has(id))).toBe(false);
  });

  it('adds to an account that holds records, and a second import of the same file creates nothing', async () => {
    const busy = await buildUser(app);
    await busy.client.post('/api/v1/entries', { title: 'My own entry', type: 'idea' });
    await busy.client.post('/api/v1/tags', { name: 'family', type: 'topic' });
    const once = await importAndWait(app, busy, first.bytes, 'backup.zip');
    expect(once.status).toBe('done');
    expect(once.report.items).toContainEqual(
      expect.objectContaining({ outcome: 'skipped', kind: 'record', label: 'Settings' }),
    );
    const after = mementoJsonOf((await downloadExport(app, busy)).files);
    expect(after.entries).toHaveLength(5);
    // Tags are matched by name: the account's own "family" now links the imported entries too.
    expect(after.tags.filter((t) => t.name.toLowerCase() === 'family')).toHaveLength(1);
    expect(after.profile.ai_enabled).toBe(true);

    const twice = await importAndWait(app, busy, first.bytes, 'backup.zip');
    expect(twice.status).toBe('done');
    expect(twice.report.created).toBe(0);
    const again = canonical((await downloadExport(app, busy)).files);
    expect(again).toEqual(canonical((await downloadExport(app, busy)).files));
    expect(mementoJsonOf((await downloadExport(app, busy)).files).entries).toHaveLength(5);
  });

  it('restores only what is missing when an account imports its own export', async () => {
    const own = mementoJsonOf(first.files);
    const privateEntry = findOne(own.entries, (e) => e.is_private, 'private entry');
    expect((await alex.client.delete(`/api/v1/entries/${privateEntry.id}`)).status).toBe(204);
    const done = await importAndWait(app, alex, first.bytes, 'mine.zip');
    expect(done.report).toMatchObject({ failed: 0 });
    expect(done.report.items.filter((i) => i.outcome === 'created')).toEqual([
      expect.objectContaining({ kind: 'entry', label: privateEntry.title }),
    ]);
    const now = mementoJsonOf((await downloadExport(app, alex)).files);
    expect(now.entries).toHaveLength(own.entries.length);
    const back = findOne(now.entries, (e) => e.title === privateEntry.title, 'entry restored');
    expect(back).toMatchObject({
      is_private: true,
      content: privateEntry.content,
      tag_ids: privateEntry.tag_ids,
    });
    // The group that held it holds it again.
    const group = findOne(now.groups, (g) => g.name === 'Lisbon move', 'group');
    expect(group.items.map((i) => i.item_id)).toContain(back.id);
  });
});
