import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalJson, sampleDayOneExport } from '../../test/dayone-fixtures.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { findOne } from '../../test/find-one.ts';
import { importAndWait } from '../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { jobs: true });
});
afterAll(() => app.close());

const entriesOf = async (user: TestUser) =>
  (await expectStatus(user.api.GET('/api/v1/entries', { params: { query: { limit: 100 } } }), 200)).items;
const byTitle = <T extends { title: string }>(items: T[], title: string) =>
  findOne(items, (e) => e.title === title, title);

describe('Day One import', () => {
  it('maps every entry field by field, reports the empty one, and imports nothing twice', async () => {
    const user = await buildUser(app);
    const sample = await sampleDayOneExport();
    const done = await importAndWait(app, user, sample.zip, 'Day One.zip');
    expect(done).toMatchObject({
      format: 'dayone',
      status: 'done',
      file_name: 'Day One.zip',
      progress: { done: 4, total: 4 },
    });
    expect(done.report).toMatchObject({ created: 3, updated: 0, skipped: 1, failed: 0 });
    expect(done.report.items.find((i) => i.outcome === 'skipped')).toMatchObject({
      kind: 'entry',
      reason: 'it has no text and no photos or other media',
    });

    const entries = await entriesOf(user);
    expect(entries).toHaveLength(3);
    const blossoms = byTitle(entries, 'Cherry blossoms in Ueno');
    expect(blossoms).toMatchObject({
      type: 'memory',
      is_favorite: true,
      occurred_at: '2024-03-09T23:30:00.000Z',
      context_text: 'Day One · Weather: Partly Cloudy, 14 °C · Written in Asia/Tokyo',
      location: { label: 'Ueno Park', lat: 35.7148, lng: 139.7734 },
    });
    expect(blossoms.tags.map((t) => t.name).sort()).toEqual(['Spring', 'Travel']);
    expect(blossoms.content).toContain(
      'Walked under the trees with Aiko. It was 3.5 km and/or more- worth it!',
    );
    expect(blossoms.content).not.toContain('# Cherry');
    expect(blossoms.attachments).toHaveLength(1);
    const [photo] = blossoms.attachments;
    expect(photo).toMatchObject({
      kind: 'image',
      content_type: 'image/jpeg',
      byte_size: sample.photo.length,
    });
    expect(blossoms.content).toContain(`![](${photo?.url})`);
    expect(blossoms.content).not.toContain('dayone-moment://');
    const original = await fetch(`${app.baseUrl}${photo?.original_url}`, {
      headers: { cookie: user.client.cookieHeader() },
    });
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(sample.photo))).toBe(true);

    // The first line is the title when there is no heading; the text stays whole.
    const coffee = byTitle(entries, 'Coffee with Sam before the flight');
    expect(coffee).toMatchObject({ is_favorite: false, occurred_at: '2024-03-10T05:00:00.000Z' });
    expect(coffee.content).toBe('Coffee with Sam before the flight\nWe talked about the new job.');
    // The same place by name is one location; the tag is the same whatever its case.
    expect(coffee.location?.id).toBe(blossoms.location?.id);
    expect(coffee.tags.map((t) => t.id)).toEqual([blossoms.tags.find((t) => t.name === 'Travel')?.id]);
    // The second journal file is read too.
    expect(byTitle(entries, 'Year in review')).toMatchObject({ occurred_at: '2023-12-31T22:15:00.000Z' });

    const again = await importAndWait(app, user, sample.zip, 'Day One.zip');
    expect(again.report).toMatchObject({ created: 0, skipped: 4, failed: 0 });
    expect(await entriesOf(user)).toHaveLength(3);
    expect((await expectStatus(user.api.GET('/api/v1/locations'), 200)).items).toHaveLength(1);
    const history = (await expectStatus(user.api.GET('/api/v1/imports'), 200)).items;
    expect(history.map((i) => i.id)).toEqual([again.id, done.id]);
  });

  it('reports an entry holding a NUL character by its title without the NUL, and imports the rest', async () => {
    const user = await buildUser(app);
    const journal = journalJson([
      {
        uuid: 'NUL00000000000000000000000000001',
        creationDate: '2024-05-01T08:00:00Z',
        text: '# Tea\u0000 time\n\nGreen tea',
      },
      {
        uuid: 'NUL00000000000000000000000000002',
        creationDate: '2024-05-02T08:00:00Z',
        text: '# Coffee\n\nBlack',
      },
    ]);
    const done = await importAndWait(app, user, journal, 'Journal.json');
    expect(done.status).toBe('done');
    expect(done.report).toMatchObject({ created: 1, skipped: 0, failed: 1 });
    expect(done.report.items.find((i) => i.outcome === 'failed')).toEqual({
      outcome: 'failed',
      kind: 'entry',
      label: 'Tea time',
      record_id: null,
      reason: 'it holds a NUL character, which Memento does not store',
    });
  });

  it("shows one user's imports to no one else", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const done = await importAndWait(app, owner, (await sampleDayOneExport()).zip);
    const theirs = await other.api.GET('/api/v1/imports/{id}', { params: { path: { id: done.id } } });
    expect(theirs.response.status).toBe(404);
    expect((await expectStatus(other.api.GET('/api/v1/imports'), 200)).items).toEqual([]);
  });
});
