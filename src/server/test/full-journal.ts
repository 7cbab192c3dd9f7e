import { digests } from '../db/schema/index.ts';
import { imageOf, pdf, wav } from './attachment-fixtures.ts';
import type { TestUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/*
 * A small journal that uses every field and link the export carries: private and favourite
 * entries, every entry field, tags, places with and without coordinates, both kinds of source,
 * connections of each type with contact details, important dates (a February 29 birthday),
 * relations, an uploaded and an outside image, files on entries (photo, audio, PDF with a caption),
 * groups holding items of all four kinds, a digest that cites entries, and the AI switch off.
 */

const ok = <T extends { status: number; body: unknown }>(res: T, status = 201) => {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as { id: string } & Record<string, unknown>;
};

/** Sends raw bytes as the browser does (attachments, connection images). */
export const sendBytes = (app: TestApp, user: TestUser, method: string, path: string, bytes: Uint8Array) =>
  fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      cookie: user.client.cookieHeader(),
      origin: app.baseUrl,
      'content-type': 'application/octet-stream',
    },
    body: bytes as Uint8Array<ArrayBuffer>,
  });

export async function buildFullJournal(app: TestApp, user: TestUser) {
  const c = user.client;
  const theme = ok(await c.post('/api/v1/tags', { name: 'Family', type: 'theme' })).id;
  const topic = ok(await c.post('/api/v1/tags', { name: 'Climbing "gym"', type: 'topic' })).id;
  const lisbon = ok(
    await c.post('/api/v1/locations', { label: 'Lisbon: Alfama', lat: 38.7118, lng: -9.1307 }),
  ).id;
  const home = ok(await c.post('/api/v1/locations', { label: 'Home' })).id;
  const note = ok(
    await c.post('/api/v1/sources', { source_type: 'note', reference_text: 'Diary, p. 12' }),
  ).id;
  const url = ok(
    await c.post('/api/v1/sources', { source_type: 'url', reference_text: 'https://example.org/a?b=1' }),
  ).id;

  const maya = ok(
    await c.post('/api/v1/connections', {
      name: 'Maya Ortiz',
      type: 'person',
      summary_text: 'My sister.\nLives in Lisbon.',
      contact_info: { email: 'maya@example.com', phone: '+351 912 345 678', social: '@maya' },
      important_dates: [
        { label: 'Birthday', date: '1992-02-29' },
        { label: 'Wedding anniversary', date: '2019-06-15' },
      ],
      is_favorite: true,
      keep_in_touch: '2w',
    }),
  ).id;
  const jordan = ok(
    await c.post('/api/v1/connections', {
      name: 'Jordan',
      type: 'person',
      image_url: 'https://images.example.com/jordan.jpg',
      related_connection_ids: [maya],
    }),
  ).id;
  const idea = ok(await c.post('/api/v1/connections', { name: 'Stoicism', type: 'idea' })).id;
  const school = ok(await c.post('/api/v1/connections', { name: 'Language school', type: 'institution' })).id;
  const image = await sendBytes(
    app,
    user,
    'PUT',
    `/api/v1/connections/${maya}/image`,
    await imageOf('png', 32),
  );
  if (image.status !== 200) throw new Error(`image upload: ${image.status}`);

  const first = ok(
    await c.post('/api/v1/entries', {
      title: 'Lunch: Maya & Jordan / "the plan"',
      type: 'meeting',
      content: '# Lunch\n\nWe talked about *Lisbon*.\n\n- item: one\n- item: two\n\n---\nNot front matter.',
      star_rating: 5,
      summary: 'A lunch about moving.',
      is_favorite: true,
      prompt_used: 'Who did you see?',
      context_text: 'Weather: sunny',
      occurred_at: '2024-02-29T12:30:00.000Z',
      tag_ids: [theme, topic],
      connection_ids: [maya, jordan, school],
      location_id: lisbon,
      source_id: note,
    }),
  ).id;
  const secret = ok(
    await c.post('/api/v1/entries', {
      title: 'Private: a worry',
      type: 'reflection',
      content: 'Only for me. ünïcødé ✓ 東京',
      is_private: true,
      occurred_at: '2024-03-01T22:15:00.000Z',
      tag_ids: [theme],
      connection_ids: [idea],
      location_id: home,
      source_id: url,
    }),
  ).id;
  const plain = ok(
    await c.post('/api/v1/entries', {
      title: 'Lunch: Maya & Jordan / "the plan"',
      type: 'idea',
      occurred_at: '2024-02-29T18:00:00.000Z',
    }),
  ).id;

  const recent = ok(
    await c.post('/api/v1/entries', {
      title: 'Coffee with Jordan',
      type: 'conversation',
      content:
        'Coffee with Jordan at the corner café. We laughed about climbing and felt happy and grateful.',
      occurred_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      connection_ids: [jordan],
      tag_ids: [topic],
    }),
  ).id;
  for (const [bytes, name] of [
    [await imageOf('png', 48), 'table.png'],
    [wav(100), 'voice memo.wav'],
    [pdf(), 'menu.pdf'],
  ] as const) {
    const res = await sendBytes(
      app,
      user,
      'POST',
      `/api/v1/entries/${first}/attachments?name=${encodeURIComponent(name)}`,
      bytes,
    );
    if (res.status !== 201) throw new Error(`attachment: ${res.status}`);
  }
  const files = ok(await c.get(`/api/v1/entries/${first}/attachments`), 200) as unknown as {
    items: { id: string }[];
  };
  ok(await c.patch(`/api/v1/attachments/${files.items[2]?.id}`, { caption: 'The menu, "page 1"' }), 200);

  const group = ok(
    await c.post('/api/v1/groups', { name: 'Lisbon move', description: 'Everything about it' }),
  ).id;
  for (const [item_type, item_id] of [
    ['entry', first],
    ['entry', secret],
    ['connection', maya],
    ['tag', theme],
    ['location', lisbon],
  ] as const)
    ok(await c.post(`/api/v1/groups/${group}/items`, { item_type, item_id }));
  ok(await c.post('/api/v1/groups', { name: 'Empty group' }));

  ok(await c.post('/api/v1/digests/generate', { title: 'That year', range: 'year', tz: 'UTC' }));
  // A digest about one group (written as the scoped digest feature stores it).
  await app.database.db.insert(digests).values({
    id: crypto.randomUUID(),
    userId: user.id,
    title: 'About the move',
    content: 'Mostly Lisbon.',
    dateRange: { start: '2024-01-01T00:00:00.000Z', end: '2024-12-31T23:59:59.999Z' },
    scopeType: 'group',
    scopeId: group,
    scopeName: 'Lisbon move',
  });
  ok(await c.request('PUT', '/api/v1/ai/settings', { ai_enabled: false }), 200);
  ok(await c.patch('/api/v1/profile', { name: 'Alex Export' }), 200);
  return { entries: { first, secret, plain, recent }, connections: { maya, jordan, idea, school }, group };
}
