import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mementoJsonSchema } from '../../../shared/formats/memento-json-schema.ts';
import { contentEtag } from '../../lib/content-etag.ts';
import { downloadExport, mementoJsonOf } from '../../test/download-export.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { findOne } from '../../test/find-one.ts';
import { buildFullJournal } from '../../test/full-journal.ts';
import { errorOf } from '../../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

let app: TestApp;
let user: TestUser;
let journal: Awaited<ReturnType<typeof buildFullJournal>>;
beforeAll(async () => {
  app = await createTestApp();
  user = await buildUser(app);
  journal = await buildFullJournal(app, user);
  // Someone else's records must never appear in the export.
  const other = await buildUser(app);
  await other.client.post('/api/v1/entries', { title: 'Not yours', type: 'idea' });
});
afterAll(() => app.close());

describe('GET /export?format=memento', () => {
  it('streams a zip whose memento.json validates against the published JSON Schema', async () => {
    const { res, files } = await downloadExport(app, user);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="memento-memento-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const published = JSON.parse(readFileSync('docs/formats/memento.schema.json', 'utf8'));
    // The committed schema is the format's definition, not a copy that drifted (scripts/memento-schema.ts).
    expect(published).toEqual(JSON.parse(JSON.stringify(mementoJsonSchema())));
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(published);
    const doc = mementoJsonOf(files);
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(doc).toMatchObject({
      format: 'memento',
      version: 1,
      profile: { name: 'Alex Export', ai_enabled: false },
    });
  });

  it('holds every record with its fields and links, private entries marked, and only the owner’s', async () => {
    const doc = mementoJsonOf((await downloadExport(app, user)).files);
    const titles = doc.entries.map((e) => e.title);
    expect(titles).not.toContain('Not yours');
    expect(doc.entries).toHaveLength(4);
    const first = findOne(doc.entries, (e) => e.id === journal.entries.first, 'first entry');
    expect(first).toMatchObject({
      type: 'meeting',
      star_rating: 5,
      summary: 'A lunch about moving.',
      is_favorite: true,
      is_private: false,
      prompt_used: 'Who did you see?',
      context_text: 'Weather: sunny',
      occurred_at: '2024-02-29T12:30:00.000Z',
    });
    expect(first.tag_ids).toHaveLength(2);
    expect(first.connection_ids).toHaveLength(3);
    expect(doc.entries.find((e) => e.id === journal.entries.secret)).toMatchObject({
      is_private: true,
      content: 'Only for me. ünïcødé ✓ 東京',
    });
    const maya = doc.connections.find((c) => c.id === journal.connections.maya);
    expect(maya).toMatchObject({
      contact_info: { email: 'maya@example.com', phone: '+351 912 345 678', social: '@maya' },
      important_dates: [
        { label: 'Birthday', date: '1992-02-29' },
        { label: 'Wedding anniversary', date: '2019-06-15' },
      ],
      related_connection_ids: [journal.connections.jordan],
      keep_in_touch: '2w',
      image_url: null,
      image: { content_type: 'image/png' },
    });
    const jordan = findOne(doc.connections, (c) => c.id === journal.connections.jordan, 'Jordan');
    expect(jordan.image_url).toBe('https://images.example.com/jordan.jpg');
    const group = findOne(doc.groups, (g) => g.id === journal.group, 'group');
    expect(new Set(group.items.map((i) => i.item_type))).toEqual(
      new Set(['entry', 'connection', 'tag', 'location']),
    );
    expect(doc.digests).toHaveLength(2);
    expect(doc.digests[1]?.scope).toEqual({ type: 'group', id: journal.group, name: 'Lisbon move' });
    expect(doc.locations.map((l) => l.label).sort()).toEqual(['Home', 'Lisbon: Alfama']);
    expect(doc.sources).toHaveLength(2);
  });

  it('carries each file the JSON names, byte for byte', async () => {
    const { files } = await downloadExport(app, user);
    const doc = mementoJsonOf(files);
    const first = findOne(doc.entries, (e) => e.id === journal.entries.first, 'first entry');
    expect(first.attachments.map((a) => a.file_name)).toEqual(['table.png', 'voice memo.wav', 'menu.pdf']);
    expect(first.attachments[2]?.caption).toBe('The menu, "page 1"');
    for (const a of first.attachments) {
      const bytes = files.get(a.path) as Buffer;
      expect(bytes.length).toBe(a.byte_size);
      expect(contentEtag(bytes)).toBe(a.etag);
    }
    const maya = findOne(doc.connections, (c) => c.id === journal.connections.maya, 'Maya');
    expect(files.get(`${maya.image?.path}`)?.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 401 signed out and 400 for an unknown format', async () => {
    expect((await fetch(`${app.baseUrl}/api/v1/export`)).status).toBe(401);
    // Untyped on purpose: the contract has no format 'pdf'.
    const res = await user.client.get('/api/v1/export?format=pdf');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).message).toMatch(/format/);
  });

  it('summarises the account for the progress bar', async () => {
    const summary = await expectStatus(user.api.GET('/api/v1/export/summary'), 200);
    expect(summary).toMatchObject({ entries: 4, attachments: 3 });
    const { bytes } = await downloadExport(app, user);
    // An estimate, not a promise: within a factor of two of the real zip.
    expect(summary.estimated_bytes).toBeGreaterThan(bytes.length / 2);
    expect(summary.estimated_bytes).toBeLessThan(bytes.length * 2);
  });
});

describe('GET /export?format=markdown', () => {
  it('writes one Markdown file per entry with YAML front matter, its files beside it', async () => {
    const { files } = await downloadExport(app, user, 'format=markdown&tz=Europe/Lisbon');
    const names = [...files.keys()].filter((n) => n.startsWith('entries/') && n.endsWith('.md')).sort();
    expect(names).toEqual([
      'entries/2024-02-29 Lunch Maya & Jordan the plan (2).md',
      'entries/2024-02-29 Lunch Maya & Jordan the plan.md',
      'entries/2024-03-01 Private a worry.md',
      expect.stringMatching(/^entries\/\d{4}-\d{2}-\d{2} Coffee with Jordan\.md$/),
    ]);
    const text = (files.get('entries/2024-02-29 Lunch Maya & Jordan the plan.md') as Buffer).toString('utf8');
    const [, yaml, body] = text.split(/^---$/m);
    expect(parse(yaml as string)).toEqual({
      title: 'Lunch: Maya & Jordan / "the plan"',
      date: '2024-02-29T12:30:00Z',
      type: 'meeting',
      tags: ['Climbing "gym"', 'Family'],
      people: ['Maya Ortiz', 'Jordan'],
      connections: ['Language school'],
      place: 'Lisbon: Alfama',
      coordinates: [38.7118, -9.1307],
      rating: 5,
      favorite: true,
      private: false,
      source: 'Diary, p. 12',
      summary: 'A lunch about moving.',
    });
    expect(text).toContain('We talked about *Lisbon*.');
    expect(body).toBeDefined();
    expect(text).toContain('![table.png](2024-02-29%20Lunch%20Maya%20%26%20Jordan%20the%20plan/table.png)');
    expect(text).toContain(
      '[The menu, "page 1"](2024-02-29%20Lunch%20Maya%20%26%20Jordan%20the%20plan/menu.pdf)',
    );
    expect(
      files.get('entries/2024-02-29 Lunch Maya & Jordan the plan/menu.pdf')?.subarray(0, 5).toString(),
    ).toBe('%PDF-');
    const secret = (files.get('entries/2024-03-01 Private a worry.md') as Buffer).toString('utf8');
    expect(parse(secret.split(/^---$/m)[1] as string)).toMatchObject({
      private: true,
      date: '2024-03-01T22:15:00Z',
    });
  });

  it('writes one file per connection with its details and the entries that link it', async () => {
    const { files } = await downloadExport(app, user, 'format=markdown&tz=America/New_York');
    const maya = (files.get('connections/Maya Ortiz.md') as Buffer).toString('utf8');
    expect(parse(maya.split(/^---$/m)[1] as string)).toMatchObject({
      name: 'Maya Ortiz',
      email: 'maya@example.com',
      important_dates: [{ label: 'Birthday', date: '1992-02-29' }, expect.anything()],
    });
    // In New York the lunch fell on February 29 at 07:30.
    expect(maya).toContain(
      '- 2024-02-29 [Lunch: Maya & Jordan / "the plan"](../entries/2024-02-29%20Lunch%20Maya%20%26%20Jordan%20the%20plan.md)',
    );
    const school = (files.get('connections/Language school.md') as Buffer).toString('utf8');
    expect(school).toContain('# Language school');
    const stoicism = (files.get('connections/Stoicism.md') as Buffer).toString('utf8');
    expect(stoicism).toContain('(../entries/2024-03-01%20Private%20a%20worry.md)');
  });
});
