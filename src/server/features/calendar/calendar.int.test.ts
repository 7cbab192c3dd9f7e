import { beforeAll, describe, expect, it } from 'vitest';
import { buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectQueriesRefused, expectStatus } from '../../test/typed-api.ts';

const app = suiteApp();
let user: TestUser;
beforeAll(async () => {
  user = await buildUser(app);
  for (const at of [
    '2026-03-11T03:30:00Z', // 23:30 on 10 March in New York, 11 March in UTC
    '2026-03-10T15:00:00Z',
    '2026-03-31T23:59:59.999Z',
    '2026-04-01T00:00:00Z',
    '2026-03-01T00:00:00Z',
  ])
    await buildEntry(user, { title: at, type: 'memory', occurred_at: at });
});

const calendar = (as: TestUser, query: { from: string; to: string; tz?: string }) =>
  expectStatus(as.api.GET('/api/v1/calendar', { params: { query } }), 200);

describe('calendar', () => {
  it('counts entries per local day in UTC by default, both ends included', async () => {
    expect(await calendar(user, { from: '2026-03-01', to: '2026-03-31' })).toEqual({
      tz: 'UTC',
      days: [
        { date: '2026-03-01', count: 1 },
        { date: '2026-03-10', count: 1 },
        { date: '2026-03-11', count: 1 },
        { date: '2026-03-31', count: 1 },
      ],
    });
  });

  it("puts an entry at 23:30 local on that local day in the user's time zone", async () => {
    const york = await calendar(user, { from: '2026-03-01', to: '2026-03-31', tz: 'America/New_York' });
    expect(york.days).toEqual([
      { date: '2026-03-10', count: 2 },
      { date: '2026-03-31', count: 2 },
    ]);
    // In Tokyo the first of March begins at 15:00 UTC on 28 February; 00:00 UTC on 1 April is 09:00 there.
    const tokyo = await calendar(user, { from: '2026-03-01', to: '2026-04-30', tz: 'Asia/Tokyo' });
    expect(tokyo.days).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-11', count: 2 },
      { date: '2026-04-01', count: 2 },
    ]);
  });

  it('agrees with the one-day entries list', async () => {
    const day = await user.api.GET('/api/v1/entries', {
      params: { query: { date: '2026-03-10', tz: 'America/New_York' } },
    });
    expect(day.data?.items).toHaveLength(2);
  });

  it('refuses bad ranges and unknown time zones with the field named', async () => {
    await expectQueriesRefused(user.client, '/api/v1/calendar', [
      ['from=2026-03-01', 'to'],
      ['from=2026-03-31&to=2026-03-01', 'to'],
      ['from=2025-01-01&to=2026-03-01', 'to'],
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-03-01&to=2026-03-31&tz=Not/AZone', 'tz'],
      ['from=2026-03-01&to=2026-03-31&tz=%2B02:00', 'tz'],
    ]);
  });

  it("never counts another user's entries", async () => {
    const other = await buildUser(app);
    expect((await calendar(other, { from: '2026-03-01', to: '2026-03-31' })).days).toEqual([]);
  });
});
