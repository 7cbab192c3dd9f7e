import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components, paths } from '../../../web/api/contract.gen.ts';
import { buildEntry, buildUser, insertConnection, type TestUser } from '../../test/factories.ts';
import { errorOf } from '../../test/raw-answers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A user with a profile and the default tags, and a way to name a tag by its name. */
type Writer = TestUser & { tag: (name: string) => string };

async function signedUp(): Promise<Writer> {
  const user = await buildUser(app);
  await expectStatus(user.api.POST('/api/v1/profile/sync'), 200);
  const tags = (await expectStatus(user.api.GET('/api/v1/tags'), 200)).items;
  const tag = (name: string) => tags.find((t) => t.name === name)?.id as string;
  return { ...user, tag };
}

interface Written {
  at: string;
  tags?: string[];
  people?: string[];
  content?: string;
  is_private?: boolean;
}

const write = async (user: Writer, e: Written): Promise<string> =>
  (
    await buildEntry(user, {
      title: 'Day',
      type: 'memory',
      occurred_at: e.at,
      content: e.content ?? '',
      tag_ids: (e.tags ?? []).map(user.tag),
      connection_ids: e.people ?? [],
      is_private: e.is_private ?? false,
    })
  ).id;

type InsightsQuery = paths['/api/v1/insights']['get']['parameters']['query'];

const insights = (user: TestUser, query: InsightsQuery) =>
  expectStatus(user.api.GET('/api/v1/insights', { params: { query } }), 200);

/** The emotions block's counts: entries in all, tagged, read by the engine, still unread, without an emotion. */
const counted = (e: components['schemas']['Insights']['emotions']) => [
  e.entries,
  e.tagged,
  e.read,
  e.unread,
  e.without_emotion,
];
const editEntry = (user: TestUser, id: string, body: components['schemas']['EntryUpdate']) =>
  expectStatus(user.api.PATCH('/api/v1/entries/{id}', { params: { path: { id } }, body }), 200);

const deleteEntry = async (user: TestUser, id: string) =>
  (await user.api.DELETE('/api/v1/entries/{id}', { params: { path: { id } } })).response.status;

const day = (month: number, d: number) => `2026-0${month}-${String(d).padStart(2, '0')}T12:00:00Z`;

describe('insights: emotions and with whom', () => {
  let user: Writer;
  let rosa: string;
  let joyfulId: string;
  beforeAll(async () => {
    user = await signedUp();
    rosa = await insertConnection(app, user.id, { name: 'Grandma Rosa', type: 'person' });
    const sam = await insertConnection(app, user.id, { name: 'Sam', type: 'person' });
    const idea = await insertConnection(app, user.id, { name: 'Pottery', type: 'idea' });
    const w = (e: Written) => write(user, e);
    // January: five with Rosa (3 Joy, 2 Sadness) and five without (1 Joy, 2 Sadness, 2 Anger).
    for (const [i, emotion] of ['Joy', 'Joy', 'Joy', 'Sadness', 'Sadness'].entries())
      await w({ at: day(1, i + 1), tags: [emotion], people: [rosa, idea] });
    for (const [i, emotion] of ['Joy', 'Sadness', 'Sadness', 'Anger', 'Anger'].entries())
      await w({ at: day(1, i + 10), tags: [emotion], people: i < 4 ? [sam, idea] : [] });
    // February: ten without Rosa (2 Joy, 4 Sadness, 4 Anger).
    for (const [i, emotion] of ['Joy', 'Joy', 'Sadness', 'Sadness', 'Sadness', 'Sadness'].entries())
      await w({ at: day(2, i + 1), tags: [emotion] });
    for (let i = 0; i < 4; i += 1) await w({ at: day(2, i + 10), tags: ['Anger'] });
    // March: one untagged and plainly happy, one with two emotions, one empty, one private.
    joyfulId = await w({
      at: day(3, 2),
      content: 'What a wonderful day. We laughed until we cried, and I felt so happy and grateful.',
    });
    await w({ at: day(3, 9), tags: ['Joy', 'Trust'] });
    await w({ at: day(3, 16) });
    await w({ at: day(3, 23), tags: ['Fear'], is_private: true });
  });

  it('gives the share of each emotion per month and overall', async () => {
    const res = await insights(user, { from: '2026-01-01', to: '2026-02-28', bucket: 'month' });
    expect(res.emotions.buckets).toEqual([
      { start: '2026-01-01', entries: 10, shares: { Joy: 0.4, Sadness: 0.4, Anger: 0.2 } },
      { start: '2026-02-01', entries: 10, shares: { Joy: 0.2, Sadness: 0.4, Anger: 0.4 } },
    ]);
    expect(res.emotions.overall).toEqual({ Joy: 0.3, Sadness: 0.4, Anger: 0.3 });
    expect(counted(res.emotions)).toEqual([20, 20, 0, 0, 0]);
  });

  it('compares the people written about most with the overall mix, from 5 entries on', async () => {
    const res = await insights(user, { from: '2026-01-01', to: '2026-02-28' });
    // Rosa: 3 of her 5 entries are joyful (0.6); overall 6 of 20 (0.3): twice as often.
    // Sam has 4 entries, under the minimum; Pottery is an idea, not a person.
    expect(res.with_whom).toEqual({
      minimum: 5,
      people: [
        {
          id: rosa,
          name: 'Grandma Rosa',
          entries: 5,
          shares: { Joy: 0.6, Sadness: 0.4 },
          standout: { emotion: 'Joy', ratio: 2 },
        },
      ],
    });
  });

  it('reads untagged entries with the local engine, splits two tags, and counts private entries', async () => {
    const res = await insights(user, { from: '2026-03-01', to: '2026-03-31', bucket: 'week' });
    // 1 Joy read from the text, Joy + Trust a half each, Fear (private): 3 entries with an emotion.
    expect(res.emotions.overall).toEqual({ Joy: 0.5, Trust: 0.167, Fear: 0.333 });
    expect(counted(res.emotions)).toEqual([3, 2, 1, 0, 1]);
    expect(res.emotions.buckets.map((b) => [b.start, b.entries])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-08', 1],
      ['2026-03-15', 0],
      ['2026-03-22', 1],
      ['2026-03-29', 0],
    ]);
    expect(res.private_entries).toBe(1);
  });

  it('reads an entry again once it is edited, and lets a tag win over the reading', async () => {
    const range = { from: '2026-03-01', to: '2026-03-07' };
    expect((await insights(user, range)).emotions.overall).toEqual({ Joy: 1 });
    await editEntry(user, joyfulId, {
      content: 'I am furious. He lied to me again and I am so angry I could scream.',
    });
    expect((await insights(user, range)).emotions.overall).toEqual({ Anger: 1 });
    await editEntry(user, joyfulId, { tag_ids: [user.tag('Surprise')] });
    expect((await insights(user, range)).emotions).toMatchObject({
      overall: { Surprise: 1 },
      tagged: 1,
      read: 0,
    });
  });

  it('counts only tagged entries when AI is off', async () => {
    const user = await signedUp();
    await write(user, { at: day(4, 1), content: 'So happy, a wonderful and joyful day.' });
    await write(user, { at: day(4, 2), tags: ['Sadness'] });
    await expectStatus(user.api.PUT('/api/v1/ai/settings', { body: { ai_enabled: false } }), 200);
    const res = await insights(user, { from: '2026-04-01', to: '2026-04-30' });
    expect(res.ai_enabled).toBe(false);
    expect(res.emotions).toMatchObject({
      overall: { Sadness: 1 },
      tagged: 1,
      read: 0,
      without_emotion: 1,
    });
  });

  it('follows the links of entries moved in time, linked later and deleted', async () => {
    const user = await signedUp();
    const maya = await insertConnection(app, user.id, { name: 'Maya', type: 'person' });
    const w = (e: Written) => write(user, e);
    const withMaya = await Promise.all(
      [1, 2, 3, 4, 5].map((d) => w({ at: day(1, d), tags: ['Joy'], people: [maya] })),
    );
    const without = await w({ at: day(1, 6), tags: ['Joy'] });
    const january = async () =>
      (await insights(user, { from: '2026-01-01', to: '2026-01-31' })).with_whom.people.map(
        (p) => `${p.name} ${p.entries}`,
      );
    expect(await january()).toEqual(['Maya 5']);

    // Moved to March: four entries with Maya are left in January, under the minimum.
    await editEntry(user, withMaya[0] ?? '', { occurred_at: day(3, 1) });
    expect(await january()).toEqual([]);

    // Linked later: five again.
    await editEntry(user, without, { connection_ids: [maya] });
    expect(await january()).toEqual(['Maya 5']);

    expect(await deleteEntry(user, withMaya[1] ?? '')).toBe(204);
    expect(await january()).toEqual([]);
  });

  it("never shows another user's entries or people", async () => {
    const other = await signedUp();
    const res = await insights(other, { from: '2026-01-01', to: '2026-03-31' });
    expect(res.emotions.entries).toBe(0);
    expect(res.with_whom.people).toEqual([]);
    expect(res.habits.entries).toBe(0);
  });
});

describe('insights: writing habits', () => {
  let user: Writer;
  beforeAll(async () => {
    user = await signedUp();
    const w = (at: string, content: string) => write(user, { at, content });
    // 1 May 2026 is a Friday. New York is 4 hours behind UTC in May.
    await w('2026-05-01T23:30:00Z', 'one two three'); // NY: Fri 1 May 19:30
    await w('2026-05-02T23:30:00Z', '  four\n five  '); // NY: Sat 2 May 19:30
    await w('2026-05-04T01:00:00Z', ''); // NY: Sun 3 May 21:00; UTC: Mon 4 May
    await w('2026-05-10T12:00:00Z', 'six'); // Sun 10 May, 08:00 in NY
  });

  it('finds streaks on local days: three in a row in New York, two in UTC', async () => {
    const ny = await insights(user, { from: '2026-05-01', to: '2026-05-14', tz: 'America/New_York' });
    expect(ny.habits).toEqual({
      entries: 4,
      words: 6,
      per_week: 2,
      current_streak: 0,
      longest_streak: 3,
      weekdays: [2, 0, 0, 0, 0, 1, 1],
      hours: Array.from({ length: 24 }, (_, h) => ({ 8: 1, 19: 2, 21: 1 })[h] ?? 0),
    });
    const utc = await insights(user, { from: '2026-05-01', to: '2026-05-14' });
    expect(utc.habits).toMatchObject({ longest_streak: 2, weekdays: [1, 1, 0, 0, 0, 1, 1] });
  });

  it("names the days in the profile's time zone when the request names none", async () => {
    await expectStatus(user.api.PATCH('/api/v1/profile', { body: { time_zone: 'America/New_York' } }), 200);
    const res = await insights(user, { from: '2026-05-01', to: '2026-05-14' });
    expect(res).toMatchObject({ tz: 'America/New_York', habits: { longest_streak: 3 } });
    await user.api.PATCH('/api/v1/profile', { body: { time_zone: 'UTC' } });
  });

  it('keeps the current streak alive until the day after it', async () => {
    for (const [to, streak] of [
      ['2026-05-10', 1],
      ['2026-05-11', 1],
      ['2026-05-12', 0],
    ] as const) {
      const res = await insights(user, { from: '2026-05-01', to, tz: 'America/New_York' });
      expect(res.habits.current_streak, to).toBe(streak);
    }
  });

  it('refuses a range that is reversed or longer than 1,100 days, naming the field', async () => {
    for (const query of [
      { from: '2026-05-02', to: '2026-05-01' },
      { from: '2020-01-01', to: '2026-05-01' },
    ]) {
      const res = await user.api.GET('/api/v1/insights', { params: { query } });
      expect(res.response.status, JSON.stringify(query)).toBe(400);
      expect(res.error?.error.code).toBe('invalid_request');
    }
    // Untyped on purpose: the contract has no bucket 'day'.
    const byDay = await user.client.get('/api/v1/insights?from=2026-05-01&to=2026-05-02&bucket=day');
    expect(byDay.status).toBe(400);
    expect(errorOf(byDay.body).code).toBe('invalid_request');
  });
});

describe('insights: words written', () => {
  it('stay right after an edit and a delete', async () => {
    const user = await signedUp();
    const w = (at: string, content: string) => write(user, { at, content });
    const first = await w('2026-06-01T12:00:00Z', 'Rain on the\troof, all night long.');
    const second = await w('2026-06-02T12:00:00Z', '\n\nTea with Rosa\n');
    const words = async () => (await insights(user, { from: '2026-06-01', to: '2026-06-30' })).habits.words;
    expect(await words()).toBe(7 + 3);
    await editEntry(user, first, { content: 'Sun at last.' });
    expect(await words()).toBe(3 + 3);
    expect(await deleteEntry(user, second)).toBe(204);
    expect(await words()).toBe(3);
  });
});
