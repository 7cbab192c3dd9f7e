import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { buildEntry, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { WARM_UP_JOB } from './warm-up-jobs.ts';

// A burst of entry writes queues one background warm-up (decision 037), and sends the job engine
// nothing more while that warm-up waits: each enqueue is a round trip to the job tables.

const DELAY_SECONDS = 60;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AI_WARM_UP_DELAY_SECONDS: String(DELAY_SECONDS) }, { jobs: true });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('enqueues once for writes in a row, and again for a write after the warm-up was due to start', async () => {
  const jobs = app.jobs as NonNullable<TestApp['jobs']>;
  const enqueue = vi.spyOn(jobs, 'enqueue');
  const user = await buildUser(app);
  const { client, api, id: userId } = user;
  const warmUpsFor = (id: string) =>
    enqueue.mock.calls.filter(
      ([name, payload]) => name === WARM_UP_JOB && (payload as { userId: string }).userId === id,
    ).length;

  const first = await buildEntry(user, { title: 'One', type: 'memory' });
  await buildEntry(user, { title: 'Two', type: 'memory' });
  const edit = await api.PATCH('/api/v1/entries/{id}', {
    params: { path: { id: first.id } },
    body: { title: 'One again' },
  });
  expect(edit.response.status).toBe(200);
  expect(warmUpsFor(userId)).toBe(1);
  const { rows } = await app.database.executeSql(
    'select count(*)::int as n from pgboss.job where name = $1 and singleton_key = $2',
    [WARM_UP_JOB, userId],
  );
  expect(rows[0]?.n).toBe(1);

  // Someone else writing meanwhile is queued for themselves.
  const other = await buildUser(app);
  expect((await other.client.post('/api/v1/entries', { title: 'Theirs', type: 'memory' })).status).toBe(201);
  expect(warmUpsFor(other.id)).toBe(1);

  // Past the delay the warm-up may have read the journal already: the next write enqueues again.
  vi.setSystemTime(Date.now() + (DELAY_SECONDS + 1) * 1000);
  expect((await client.post('/api/v1/entries', { title: 'Three', type: 'memory' })).status).toBe(201);
  expect(warmUpsFor(userId)).toBe(2);
});
