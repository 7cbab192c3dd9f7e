import { describe, expect, it } from 'vitest';
import { localToday } from '../../../shared/important-dates.ts';
import { imageOf } from '../../test/attachment-fixtures.ts';
import {
  buildAttachment,
  buildEntry,
  buildPersonBornToday,
  buildUser,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, refusedFields, typedApi } from '../../test/typed-api.ts';

// Today over HTTP: On this day across years, time zones and Feb 29 (through /on-this-day, whose
// day is given), and the three blocks of /today in one answer.

const app = suiteApp();

const write = async (
  user: TestUser,
  title: string,
  occurred_at: string,
  extra: Partial<Parameters<typeof buildEntry>[1]> = {},
) => (await buildEntry(user, { title, type: 'memory', occurred_at, ...extra })).id;
const onThisDay = (user: TestUser, date: string) =>
  expectStatus(user.api.GET('/api/v1/on-this-day', { params: { query: { date } } }), 200);
const titles = (body: { items: { title: string; years_ago: number }[] }) =>
  body.items.map((i) => `${i.title} ${i.years_ago}`);
const setTimeZone = (user: TestUser, time_zone: string) =>
  expectStatus(user.api.PATCH('/api/v1/profile', { body: { time_zone } }), 200);

describe('on this day', () => {
  it('finds the calendar day in every earlier year, newest first, never the day itself or other days', async () => {
    const user = await buildUser(app);
    await write(user, 'One year', '2025-03-15T09:00:00Z', {
      content: '## Lunch\n\nWith **Maya** at the [pier](https://example.com).',
    });
    await write(user, 'Ten years', '2016-03-15T23:30:00Z');
    await write(user, 'Same day this year', '2026-03-15T09:00:00Z');
    await write(user, 'Day before', '2025-03-14T09:00:00Z');
    await write(user, 'Day after', '2024-03-16T00:30:00Z');
    const body = await onThisDay(user, '2026-03-15');
    expect(titles(body)).toEqual(['One year 1', 'Ten years 10']);
    expect(body.total).toBe(2);
    expect(body.items[0]?.excerpt).toContain('With **Maya** at the');
  });

  it("counts days in the profile's time zone", async () => {
    const user = await buildUser(app);
    // 23:30 UTC on Mar 15 and 00:30 UTC on Mar 16: both Mar 16 in Berlin, both Mar 15 in New York.
    await write(user, 'Late', '2024-03-15T23:30:00Z');
    await write(user, 'Early', '2023-03-16T00:30:00Z');
    expect(titles(await onThisDay(user, '2026-03-15'))).toEqual(['Late 2']);
    await setTimeZone(user, 'Europe/Berlin');
    expect(titles(await onThisDay(user, '2026-03-15'))).toEqual([]);
    expect(titles(await onThisDay(user, '2026-03-16'))).toEqual(['Late 2', 'Early 3']);
    await setTimeZone(user, 'America/New_York');
    expect(titles(await onThisDay(user, '2026-03-15'))).toEqual(['Late 2', 'Early 3']);
  });

  it('shows Feb 29 on Feb 28 of common years, and on Feb 29 of leap years only', async () => {
    const user = await buildUser(app);
    await write(user, 'Leap day', '2024-02-29T12:00:00Z');
    await write(user, 'Feb 28', '2024-02-28T12:00:00Z');
    await write(user, 'Old Feb 28', '2023-02-28T12:00:00Z');
    expect(titles(await onThisDay(user, '2027-02-28'))).toEqual(['Leap day 3', 'Feb 28 3', 'Old Feb 28 4']);
    expect(titles(await onThisDay(user, '2028-02-28'))).toEqual(['Feb 28 4', 'Old Feb 28 5']);
    expect(titles(await onThisDay(user, '2028-02-29'))).toEqual(['Leap day 4']);
    expect(titles(await onThisDay(user, '2027-03-01'))).toEqual([]);
  });

  it('carries the first photo, and refuses a day that is not a date', async () => {
    const user = await buildUser(app);
    const id = await write(user, 'Picnic', '2020-06-01T12:00:00Z');
    await buildAttachment(user, id, new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF')));
    const photo = await buildAttachment(user, id, await imageOf('png'));
    const [item] = (await onThisDay(user, '2026-06-01')).items;
    expect(item?.photo_url).toBe(photo.thumbnail_url);
    const bad = await user.api.GET('/api/v1/on-this-day', { params: { query: { date: '2026-02-30' } } });
    expect(bad.response.status).toBe(400);
    expect(refusedFields(bad.error)[0]).toBe('date');
  });
});

describe('GET /today', () => {
  it('answers the three blocks in one request, each empty for a new journal', async () => {
    const user = await buildUser(app);
    await expectStatus(user.api.POST('/api/v1/profile/sync', { body: { time_zone: 'Asia/Tokyo' } }), 200);
    const empty = await expectStatus(user.api.GET('/api/v1/today'), 200);
    expect(empty).toEqual({
      date: localToday('Asia/Tokyo'),
      time_zone: 'Asia/Tokyo',
      on_this_day: { date: localToday('Asia/Tokyo'), items: [], total: 0 },
      coming_up: [],
      reach_out: [],
      reach_out_total: 0,
    });

    const today = localToday('Asia/Tokyo');
    const [y, m, d] = today.split('-');
    const lastYear = `${Number(y) - 1}-${m}-${d}`;
    // Noon in Tokyo, a year ago (Feb 29 has no "a year ago": skip that rare day's entry).
    if (`${m}-${d}` !== '02-29') await write(user, 'A year ago', `${lastYear}T03:00:00Z`);
    const sam = (await buildPersonBornToday(user, 'Sam', 'Asia/Tokyo')).id;
    await write(user, 'Coffee with Sam', new Date(Date.now() - 20 * 86_400_000).toISOString(), {
      connection_ids: [sam],
    });
    const body = await expectStatus(user.api.GET('/api/v1/today'), 200);
    if (`${m}-${d}` !== '02-29')
      expect(body.on_this_day.items).toMatchObject([{ title: 'A year ago', years_ago: 1 }]);
    expect(body.coming_up).toMatchObject([
      { connection: { id: sam, name: 'Sam' }, label: 'Birthday', in_days: 0, entry_count: 1 },
    ]);
    expect(body.coming_up[0]?.memories).toMatchObject([{ title: 'Coffee with Sam' }]);
    expect(body.reach_out).toMatchObject([
      { connection: { id: sam }, keep_in_touch: '1w', overdue_days: 13 },
    ]);
    expect(body.reach_out_total).toBe(1);
  });

  it('answers 401 to the signed out', async () => {
    expect((await typedApi(app.client()).GET('/api/v1/today')).response.status).toBe(401);
  });
});
