import { digests } from '../db/schema/index.ts';
import { imageOf, pdf, wav } from './attachment-fixtures.ts';
import {
  buildAttachment,
  buildConnection,
  buildDigest,
  buildEntry,
  buildGroupHolding,
  buildLocation,
  buildSource,
  buildTag,
  type TestUser,
} from './factories.ts';
import type { TestApp } from './test-app.ts';
import { expectStatus } from './typed-api.ts';
import { uploadConnectionImage } from './uploads.ts';

/*
 * A small journal that uses every field and link the export carries: private and favourite
 * entries, every entry field, tags, places with and without coordinates, both kinds of source,
 * connections of each type with contact details, important dates (a February 29 birthday),
 * relations, an uploaded and an outside image, files on entries (photo, audio, PDF with a caption),
 * groups holding items of all four kinds, a digest that cites entries, and the AI switch off.
 */

type EntryFields = NonNullable<Parameters<typeof buildEntry>[1]>;

/** Builds each entry in turn and returns their ids in the same order. */
async function buildEntryIds<T extends EntryFields[]>(
  user: TestUser,
  entries: [...T],
): Promise<{ [K in keyof T]: string }> {
  const ids: string[] = [];
  for (const fields of entries) ids.push((await buildEntry(user, fields)).id);
  return ids as { [K in keyof T]: string };
}

export async function buildFullJournal(app: TestApp, user: TestUser) {
  const theme = (await buildTag(user, { name: 'Family', type: 'theme' })).id;
  const topic = (await buildTag(user, { name: 'Climbing "gym"', type: 'topic' })).id;
  const lisbon = (await buildLocation(user, { label: 'Lisbon: Alfama', lat: 38.7118, lng: -9.1307 })).id;
  const home = (await buildLocation(user, { label: 'Home' })).id;
  const note = (await buildSource(user, { source_type: 'note', reference_text: 'Diary, p. 12' })).id;
  const url = (await buildSource(user, { source_type: 'url', reference_text: 'https://example.org/a?b=1' }))
    .id;

  const maya = (
    await buildConnection(user, {
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
    })
  ).id;
  const jordan = (
    await buildConnection(user, {
      name: 'Jordan',
      type: 'person',
      image_url: 'https://images.example.com/jordan.jpg',
      related_connection_ids: [maya],
    })
  ).id;
  const idea = (await buildConnection(user, { name: 'Stoicism', type: 'idea' })).id;
  const school = (await buildConnection(user, { name: 'Language school', type: 'institution' })).id;
  await expectStatus(uploadConnectionImage(user, maya, await imageOf('png', 32)), 200);

  // Written one by one, in this order (the export lists them by time, then id).
  const [first, secret, plain] = await buildEntryIds(user, [
    {
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
    },
    {
      title: 'Private: a worry',
      type: 'reflection',
      content: 'Only for me. ünïcødé ✓ 東京',
      is_private: true,
      occurred_at: '2024-03-01T22:15:00.000Z',
      tag_ids: [theme],
      connection_ids: [idea],
      location_id: home,
      source_id: url,
    },
    { title: 'Lunch: Maya & Jordan / "the plan"', type: 'idea', occurred_at: '2024-02-29T18:00:00.000Z' },
  ]);

  const recent = (
    await buildEntry(user, {
      title: 'Coffee with Jordan',
      type: 'conversation',
      content:
        'Coffee with Jordan at the corner café. We laughed about climbing and felt happy and grateful.',
      occurred_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      connection_ids: [jordan],
      tag_ids: [topic],
    })
  ).id;
  await buildAttachment(user, first, await imageOf('png', 48), { name: 'table.png' });
  await buildAttachment(user, first, wav(100), { name: 'voice memo.wav' });
  const menu = await buildAttachment(user, first, pdf(), { name: 'menu.pdf' });
  await expectStatus(
    user.api.PATCH('/api/v1/attachments/{id}', {
      params: { path: { id: menu.id } },
      body: { caption: 'The menu, "page 1"' },
    }),
    200,
  );

  const group = await buildGroupHolding(user, { name: 'Lisbon move', description: 'Everything about it' }, [
    ['entry', first],
    ['entry', secret],
    ['connection', maya],
    ['tag', theme],
    ['location', lisbon],
  ]);
  await buildGroupHolding(user, { name: 'Empty group' }, []);

  await buildDigest(user, { title: 'That year', range: 'year', tz: 'UTC' });
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
  await expectStatus(user.api.PUT('/api/v1/ai/settings', { body: { ai_enabled: false } }), 200);
  await expectStatus(user.api.PATCH('/api/v1/profile', { body: { name: 'Alex Export' } }), 200);
  return { entries: { first, secret, plain, recent }, connections: { maya, jordan, idea, school }, group };
}
