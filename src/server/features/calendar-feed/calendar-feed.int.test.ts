import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { expandIcs } from '../../test/expand-ics.ts';
import { buildConnection, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp, suiteUser } from '../../test/suite-app.ts';
import { expectStatus, typedApi } from '../../test/typed-api.ts';

const app = suiteApp();
const user = suiteUser(app);
let maya: string;
beforeAll(async () => {
  const made = await buildConnection(user, {
    name: 'Maya Ortiz',
    important_dates: [
      { label: 'Birthday', date: '1992-02-29' },
      { label: 'Anniversary', date: '2019-06-15' },
    ],
  });
  maya = made.id;
  await buildConnection(user, { name: 'No dates' });
});

/** The feed's state for `who` (never its URL: that is shown once, when made). */
const feedOf = (who: TestUser) => expectStatus(who.api.GET('/api/v1/calendar/feed'), 200);
/** A new secret URL for `who`'s feed, the old one stops working. */
const newFeed = (who: TestUser, headers: Record<string, string> = {}) =>
  who.api.POST('/api/v1/calendar/feed', { headers });
const newFeedUrl = async (who: TestUser) => (await expectStatus(newFeed(who), 201)).url;
/** A calendar app fetching the URL: no session, the test server in place of the public origin. */
const fetchFeed = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, app.baseUrl));

describe('the important-dates calendar feed', () => {
  it('is off until turned on, then serves all-day yearly events to a client with no session', async () => {
    expect(await feedOf(user)).toEqual({
      active: false,
      created_at: null,
    });
    const url = await newFeedUrl(user);
    expect(url).toMatch(/\/api\/v1\/calendar\/important-dates\.ics\?token=[\w-]{43}$/);
    expect((await feedOf(user)).active).toBe(true);

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = expandIcs(await res.text(), '2027-01-01', '2028-12-31');
    expect(events.map((e) => ({ summary: e.summary, allDay: e.allDay, days: e.days }))).toEqual([
      // Born on February 29: the 28th in common years, the 29th in leap years.
      { summary: 'Maya Ortiz: Birthday', allDay: true, days: ['2027-02-28', '2028-02-29'] },
      { summary: 'Maya Ortiz: Anniversary', allDay: true, days: ['2027-06-15', '2028-06-15'] },
    ]);
    expect(events[0]?.url).toBe(`${app.baseUrl}/connections/${maya}`);
  });

  it('keeps UIDs when the URL is regenerated, and the old URL stops working', async () => {
    const before = await newFeedUrl(user);
    const uids = expandIcs(await (await fetchFeed(before)).text(), '2030-01-01', '2030-12-31').map(
      (e) => e.uid,
    );
    const after = await newFeedUrl(user);
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).status).toBe(404);
    expect(
      expandIcs(await (await fetchFeed(after)).text(), '2030-01-01', '2030-12-31').map((e) => e.uid),
    ).toEqual(uids);
  });

  it('keeps no copy of the secret URL for an Idempotency-Key: a retry makes a new URL, never replays one', async () => {
    const key = crypto.randomUUID();
    const first = await expectStatus(newFeed(user, { 'idempotency-key': key }), 201);
    const token = new URL(first.url).searchParams.get('token') as string;
    const stored = await app.database.db.execute(
      sql`select count(*)::int as n from idempotency_keys where response_body like ${`%${token}%`}`,
    );
    expect(rowsOf(stored)).toEqual([{ n: 0 }]);

    const retry = await newFeed(user, { 'idempotency-key': key });
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.data?.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(retry.data?.url ?? '')).status).toBe(200);
  });

  it('stops answering once turned off, and never shows another account’s dates', async () => {
    const other = await buildUser(app);
    await buildConnection(other, {
      name: 'Someone else',
      important_dates: [{ label: 'Birthday', date: '1980-01-01' }],
    });
    const otherUrl = await newFeedUrl(other);
    const mine = await newFeedUrl(user);
    const text = await (await fetchFeed(mine)).text();
    expect(text).not.toContain('Someone else');
    expect(await (await fetchFeed(otherUrl)).text()).toContain('Someone else');
    expect((await user.api.DELETE('/api/v1/calendar/feed')).response.status).toBe(204);
    expect((await fetchFeed(mine)).status).toBe(404);
    expect((await fetchFeed(otherUrl)).status).toBe(200);
    const short = await typedApi(app.client()).GET('/api/v1/calendar/important-dates.ics', {
      params: { query: { token: 'short' } },
      parseAs: 'text',
    });
    expect(short.response.status).toBe(400);
  });

  it('offers the same events as a one-time download to the signed-in owner', async () => {
    const download = (who: TestUser['api']) =>
      who.GET('/api/v1/calendar/important-dates/download', { parseAs: 'text' });
    const res = await download(user.api);
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get('content-disposition')).toBe(
      'attachment; filename="memento-important-dates.ics"',
    );
    expect(expandIcs(res.data ?? '', '2026-06-01', '2026-06-30').map((e) => e.days)).toEqual([
      [],
      ['2026-06-15'],
    ]);
    expect((await download(typedApi(app.client()))).response.status).toBe(401);
  });
});
