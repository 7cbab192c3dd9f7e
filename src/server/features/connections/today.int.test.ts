import { describe, expect, it } from 'vitest';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, refusedFields } from '../../test/typed-api.ts';
import { lapsedConnections, upcomingImportantDates } from './today.ts';

// The service functions Today and reminders share: important dates coming up in the person's time
// zone (year end, Feb 29, dates without a year) and lapsed keep-in-touch cadences, whose clock
// the entries linked to a connection reset.

const app = suiteApp();

const person = async (user: TestUser, fields: Parameters<typeof buildConnection>[1]) =>
  (await buildConnection(user, { type: 'person', ...fields })).id;
const entry = async (user: TestUser, occurred_at: string, connection_ids: string[], is_private = false) =>
  (
    await buildEntry(user, {
      title: `At ${occurred_at.slice(0, 10)}`,
      type: 'memory',
      occurred_at,
      connection_ids,
      is_private,
    })
  ).id;
const one = (id: string) => ({ params: { path: { id } } });
const syncTimeZone = async (user: TestUser, time_zone?: string) =>
  (await expectStatus(user.api.POST('/api/v1/profile/sync', time_zone ? { body: { time_zone } } : {}), 200))
    .time_zone;

const upcoming = (user: TestUser, now: string, days = 14) =>
  app.asUser(user.id, (ctx) => upcomingImportantDates(ctx, { days, now: new Date(now) }));
const lapsed = (user: TestUser, now = new Date()) =>
  app.asUser(user.id, (ctx) => lapsedConnections(ctx, { now }));
const summary = (items: Awaited<ReturnType<typeof upcoming>>) =>
  items.map((i) => `${i.connection.name} ${i.label} ${i.on} +${i.in_days} ${i.years ?? '-'}`);
/** At each moment, the dates coming up within that many days, one summary line each. */
async function expectUpcoming(user: TestUser, cases: [now: string, days: number, lines: string[]][]) {
  for (const [now, days, lines] of cases)
    expect(summary(await upcoming(user, now, days)), now).toEqual(lines);
}

describe('important dates without a year', () => {
  it('are stored as --MM-DD, and impossible days are refused in either form', async () => {
    const user = await buildUser(app);
    const ok = await buildConnection(user, {
      name: 'Maya',
      important_dates: [
        { label: 'Birthday', date: '--02-29' },
        { label: 'Met', date: '2019-06-01' },
      ],
    });
    expect(ok.important_dates).toEqual([
      { label: 'Birthday', date: '--02-29' },
      { label: 'Met', date: '2019-06-01' },
    ]);
    for (const date of ['--02-30', '--13-01', '2023-02-29', '02-14', '--2-14']) {
      const bad = await user.api.POST('/api/v1/connections', {
        body: { name: 'X', important_dates: [{ label: 'Birthday', date }] },
      });
      expect(bad.response.status, date).toBe(400);
      expect(refusedFields(bad.error)[0]).toBe('important_dates.0.date');
    }
  });
});

describe('upcoming important dates', () => {
  it('cross the year end, and a date without a year comes round every year', async () => {
    const user = await buildUser(app);
    await person(user, {
      name: 'Maya',
      important_dates: [
        { label: 'Birthday', date: '1990-01-02' },
        { label: 'Name day', date: '--12-30' },
      ],
    });
    await person(user, { name: 'Sam', important_dates: [{ label: 'Birthday', date: '--01-10' }] });
    await person(user, { name: 'Far', important_dates: [{ label: 'Birthday', date: '--01-20' }] });
    await expectUpcoming(user, [
      [
        '2026-12-28T12:00:00Z',
        14,
        ['Maya Name day 2026-12-30 +2 -', 'Maya Birthday 2027-01-02 +5 37', 'Sam Birthday 2027-01-10 +13 -'],
      ],
      // Today counts (day 0); yesterday's date waits for next year.
      ['2026-12-30T12:00:00Z', 3, ['Maya Name day 2026-12-30 +0 -', 'Maya Birthday 2027-01-02 +3 37']],
      ['2026-12-31T12:00:00Z', 3, ['Maya Birthday 2027-01-02 +2 37']],
    ]);
  });

  it("count days in the person's time zone", async () => {
    const user = await buildUser(app);
    await person(user, { name: 'Ana', important_dates: [{ label: 'Birthday', date: '--01-01' }] });
    // 20:00 UTC on Dec 31 is already Jan 1, 09:00 in Auckland.
    const now = '2026-12-31T20:00:00Z';
    expect(summary(await upcoming(user, now, 3))).toEqual(['Ana Birthday 2027-01-01 +1 -']);
    expect(await syncTimeZone(user, 'Pacific/Auckland')).toBe('Pacific/Auckland');
    expect(summary(await upcoming(user, now, 3))).toEqual(['Ana Birthday 2027-01-01 +0 -']);
  });

  it('bring Feb 29 round on Feb 28 in other years', async () => {
    const user = await buildUser(app);
    await person(user, { name: 'Leap', important_dates: [{ label: 'Birthday', date: '2000-02-29' }] });
    await person(user, { name: 'Nameless', important_dates: [{ label: 'Birthday', date: '--02-29' }] });
    await expectUpcoming(user, [
      ['2027-02-27T12:00:00Z', 3, ['Leap Birthday 2027-02-28 +1 27', 'Nameless Birthday 2027-02-28 +1 -']],
      ['2028-02-27T12:00:00Z', 3, ['Leap Birthday 2028-02-29 +2 28', 'Nameless Birthday 2028-02-29 +2 -']],
      // On Mar 1 of a common year the Feb 28 stand-in has passed: next is the leap day a year on.
      [
        '2027-03-01T12:00:00Z',
        366,
        ['Leap Birthday 2028-02-29 +365 28', 'Nameless Birthday 2028-02-29 +365 -'],
      ],
    ]);
  });

  it('carry the count, the last time together and the newest shared entries, never private ones', async () => {
    const user = await buildUser(app);
    const maya = await person(user, {
      name: 'Maya',
      important_dates: [{ label: 'Birthday', date: '--06-10' }],
    });
    const ids = [
      await entry(user, '2026-01-05T10:00:00Z', [maya]),
      await entry(user, '2026-02-05T10:00:00Z', [maya]),
      await entry(user, '2026-03-05T10:00:00Z', [maya]),
      await entry(user, '2026-04-05T10:00:00Z', [maya]),
    ];
    await entry(user, '2026-05-05T10:00:00Z', [maya], true);
    const [item] = await upcoming(user, '2026-06-01T10:00:00Z');
    expect(item).toMatchObject({ entry_count: 5, last_together_at: '2026-05-05T10:00:00.000Z' });
    expect(item?.memories.map((m) => m.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(item?.memories[0]).toEqual({
      id: ids[3],
      title: 'At 2026-04-05',
      occurred_at: '2026-04-05T10:00:00.000Z',
    });
    // Another user's connections never show.
    expect(await upcoming(await buildUser(app), '2026-06-01T10:00:00Z')).toEqual([]);
  });
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('keep in touch', () => {
  it('lapses a cadence and resets it when an entry is linked, unlinked and deleted', async () => {
    const user = await buildUser(app);
    const sam = await person(user, { name: 'Sam', keep_in_touch: '1w' });
    const lastMonth = daysAgo(30);
    const old = await entry(user, lastMonth, [sam]);
    const [item] = await lapsed(user);
    expect(item).toMatchObject({
      connection: { id: sam, name: 'Sam' },
      keep_in_touch: '1w',
      last_contact_at: lastMonth,
      overdue_days: 23,
    });

    // Writing about coffee with Sam resets the clock...
    const coffee = await entry(user, daysAgo(2), [sam]);
    expect(await lapsed(user)).toEqual([]);
    const shown = await expectStatus(user.api.GET('/api/v1/connections/{id}', one(sam)), 200);
    expect(Date.parse(shown.next_due_at ?? '') - Date.parse(shown.last_entry_at ?? '')).toBe(7 * 86_400_000);
    // ...unlinking Sam from it puts the clock back...
    await expectStatus(
      user.api.PATCH('/api/v1/entries/{id}', { ...one(coffee), body: { connection_ids: [] } }),
      200,
    );
    expect((await lapsed(user)).map((i) => i.connection.id)).toEqual([sam]);
    // ...and so does deleting the entry after linking it again.
    await expectStatus(
      user.api.PATCH('/api/v1/entries/{id}', { ...one(coffee), body: { connection_ids: [sam] } }),
      200,
    );
    expect(await lapsed(user)).toEqual([]);
    expect((await user.api.DELETE('/api/v1/entries/{id}', one(coffee))).response.status).toBe(204);
    expect((await lapsed(user)).map((i) => i.connection.id)).toEqual([sam]);
    // With no entry left, the clock starts when the cadence was set.
    await user.api.DELETE('/api/v1/entries/{id}', one(old));
    expect(await lapsed(user)).toEqual([]);
    expect(await lapsed(user, new Date(Date.now() + 8 * 86_400_000))).toHaveLength(1);
  });

  it('lists the most overdue first, months as calendar months, and none without a cadence', async () => {
    const user = await buildUser(app);
    const ann = await person(user, { name: 'Ann', keep_in_touch: '2m' });
    const bo = await person(user, { name: 'Bo', keep_in_touch: '1w' });
    const cy = await person(user, { name: 'Cy' });
    await entry(user, '2026-01-31T12:00:00Z', [ann, cy]);
    await entry(user, '2026-03-01T12:00:00Z', [bo]);
    const items = await lapsed(user, new Date('2026-04-15T12:00:00Z'));
    // Jan 31 + 2 months is Mar 31; Mar 1 + 1 week is Mar 8.
    expect(items.map((i) => [i.connection.name, i.next_due_at, i.overdue_days])).toEqual([
      ['Bo', '2026-03-08T12:00:00.000Z', 38],
      ['Ann', '2026-03-31T12:00:00.000Z', 15],
    ]);
    // The list's "most overdue" sort pages the same order, those without a cadence last.
    const list = (cursor?: string) =>
      expectStatus(
        user.api.GET('/api/v1/connections', {
          params: { query: { sort: 'overdue', limit: 2, ...(cursor ? { cursor } : {}) } },
        }),
        200,
      );
    const listed = await list();
    expect(listed.items.map((c) => c.name)).toEqual(['Bo', 'Ann']);
    expect(listed.items[1]).toMatchObject({
      keep_in_touch: '2m',
      next_due_at: '2026-03-31T12:00:00.000Z',
    });
    expect(listed.next_cursor).not.toBeNull();
    const rest = await list(listed.next_cursor ?? undefined);
    expect(rest.items).toMatchObject([{ id: cy, keep_in_touch: 'none', next_due_at: null }]);
    expect(rest.next_cursor).toBeNull();
    // Changing the cadence applies at once; 'none' ends it.
    await expectStatus(
      user.api.PATCH('/api/v1/connections/{id}', { ...one(bo), body: { keep_in_touch: 'none' } }),
      200,
    );
    const after = await lapsed(user, new Date('2026-04-15T12:00:00Z'));
    expect(after.map((i) => i.connection.name)).toEqual(['Ann']);
  });

  it('refuses a cadence outside the list', async () => {
    const user = await buildUser(app);
    // Untyped on purpose: the contract has no cadence '5d'.
    const res = await user.client.post('/api/v1/connections', { name: 'Z', keep_in_touch: '5d' });
    expect(res.status).toBe(400);
    expect(refusedFields(res.body)[0]).toBe('keep_in_touch');
  });
});

describe('profile time zone', () => {
  it('follows the browser until the person picks one, and refuses unknown zones', async () => {
    const user = await buildUser(app);
    expect(await syncTimeZone(user)).toBe('UTC');
    expect(await syncTimeZone(user, 'Europe/Paris')).toBe('Europe/Paris');
    const picked = await user.api.PATCH('/api/v1/profile', { body: { time_zone: 'America/New_York' } });
    expect(picked.data?.time_zone).toBe('America/New_York');
    expect(await syncTimeZone(user, 'Asia/Tokyo')).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', '+05:00', '']) {
      const res = await user.api.PATCH('/api/v1/profile', { body: { time_zone: bad } });
      expect(res.response.status, bad).toBe(400);
    }
  });
});
