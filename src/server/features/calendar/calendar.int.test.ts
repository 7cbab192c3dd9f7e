import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();
let client: ApiClient;
beforeAll(async () => {
  client = (await buildUser(app)).client;
  for (const at of [
    '2026-03-11T03:30:00Z', // 23:30 on 10 March in New York, 11 March in UTC
    '2026-03-10T15:00:00Z',
    '2026-03-31T23:59:59.999Z',
    '2026-04-01T00:00:00Z',
    '2026-03-01T00:00:00Z',
  ])
    await client.post('/api/v1/entries', { title: at, type: 'memory', occurred_at: at });
});

describe('calendar', () => {
  it('counts entries per local day in UTC by default, both ends included', async () => {
    const res = await client.get('/api/v1/calendar?from=2026-03-01&to=2026-03-31');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
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
    const res = await client.get('/api/v1/calendar?from=2026-03-01&to=2026-03-31&tz=America/New_York');
    expect(res.body.days).toEqual([
      { date: '2026-03-10', count: 2 },
      { date: '2026-03-31', count: 2 },
    ]);
    // In Tokyo the first of March begins at 15:00 UTC on 28 February; 00:00 UTC on 1 April is 09:00 there.
    const tokyo = await client.get('/api/v1/calendar?from=2026-03-01&to=2026-04-30&tz=Asia/Tokyo');
    expect(tokyo.body.days).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-11', count: 2 },
      { date: '2026-04-01', count: 2 },
    ]);
  });

  it('agrees with the one-day entries list', async () => {
    const res = await client.get('/api/v1/entries?date=2026-03-10&tz=America/New_York');
    expect(res.body.items).toHaveLength(2);
  });

  it('refuses bad ranges and unknown time zones with the field named', async () => {
    for (const [q, field] of [
      ['from=2026-03-01', 'to'],
      ['from=2026-03-31&to=2026-03-01', 'to'],
      ['from=2025-01-01&to=2026-03-01', 'to'],
      ['from=2026-13-01&to=2026-12-31', 'from'],
      ['from=2026-03-01&to=2026-03-31&tz=Not/AZone', 'tz'],
      ['from=2026-03-01&to=2026-03-31&tz=%2B02:00', 'tz'],
    ]) {
      const res = await client.get(`/api/v1/calendar?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it("never counts another user's entries", async () => {
    const other = await buildUser(app);
    const res = await other.client.get('/api/v1/calendar?from=2026-03-01&to=2026-03-31');
    expect(res.body.days).toEqual([]);
  });
});
