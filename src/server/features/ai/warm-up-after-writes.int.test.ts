import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { buildEntry, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueWarmUp, WARM_UP_JOB } from './warm-up-jobs.ts';

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

const queuedWarmUps = async (userId: string) => {
  const { rows } = await app.database.executeSql(
    'select count(*)::int as n from pgboss.job where name = $1 and singleton_key = $2',
    [WARM_UP_JOB, userId],
  );
  return rows[0]?.n;
};

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
  // The answer does not wait for the enqueue: the job is there soon after.
  await expect.poll(() => queuedWarmUps(userId)).toBe(1);

  // Someone else writing meanwhile is queued for themselves.
  const other = await buildUser(app);
  expect((await other.client.post('/api/v1/entries', { title: 'Theirs', type: 'memory' })).status).toBe(201);
  expect(warmUpsFor(other.id)).toBe(1);

  // Past the delay the warm-up may have read the journal already: the next write enqueues again.
  vi.setSystemTime(Date.now() + (DELAY_SECONDS + 1) * 1000);
  expect((await client.post('/api/v1/entries', { title: 'Three', type: 'memory' })).status).toBe(201);
  expect(warmUpsFor(userId)).toBe(2);
});

it('answers a write before its warm-up is queued, and enqueues again after one that was not', async () => {
  const jobs = app.jobs as NonNullable<TestApp['jobs']>;
  const enqueue = vi.spyOn(jobs, 'enqueue');
  const { client, id: userId } = await buildUser(app);
  const warmUps = () => enqueue.mock.calls.filter(([name]) => name === WARM_UP_JOB).length;

  // Held: the write answers all the same, and a write meanwhile sends nothing.
  const held = deferred<string | null>();
  enqueue.mockImplementationOnce(() => held.promise);
  expect((await client.post('/api/v1/entries', { title: 'Held', type: 'memory' })).status).toBe(201);
  expect((await client.post('/api/v1/entries', { title: 'Meanwhile', type: 'memory' })).status).toBe(201);
  expect(warmUps()).toBe(1);
  // Answered without an id, it was queued elsewhere, starting when this process cannot tell.
  held.resolve(null);
  await expect
    .poll(async () => {
      await client.post('/api/v1/entries', { title: 'After', type: 'memory' });
      return warmUps();
    })
    .toBe(2);

  // A failed enqueue fails no write, and the next write tries again.
  enqueue.mockRejectedValueOnce(new Error('job tables unreachable'));
  vi.setSystemTime(Date.now() + (DELAY_SECONDS + 1) * 1000);
  expect((await client.post('/api/v1/entries', { title: 'Failed', type: 'memory' })).status).toBe(201);
  await expect
    .poll(async () => {
      await client.post('/api/v1/entries', { title: 'Again', type: 'memory' });
      return warmUps();
    })
    .toBeGreaterThanOrEqual(4);
  await expect.poll(() => queuedWarmUps(userId)).toBe(1);
});

it('finds a warm-up queued elsewhere, and sends nothing more until it starts', async () => {
  const jobs = app.jobs as NonNullable<TestApp['jobs']>;
  const { client, id: userId } = await buildUser(app);
  // Queued as the daily sweep or another instance queues it: not by a write to this process.
  expect(await enqueueWarmUp((...args) => jobs.enqueue(...args), userId, DELAY_SECONDS)).not.toBeNull();
  const enqueue = vi.spyOn(jobs, 'enqueue');
  const waitingStart = vi.spyOn(jobs, 'waitingStart');
  const write = async (title: string) =>
    expect((await client.post('/api/v1/entries', { title, type: 'memory' })).status).toBe(201);

  await write('One');
  await write('Two');
  // The first write's enqueue was answered without an id, so it asked when the waiting one starts.
  await expect.poll(() => waitingStart.mock.calls.length).toBe(1);
  await write('Three');
  expect(enqueue).toHaveBeenCalledTimes(1);

  // Once that start has passed, a write enqueues again.
  vi.setSystemTime(Date.now() + (DELAY_SECONDS + 1) * 1000);
  await write('Four');
  expect(enqueue).toHaveBeenCalledTimes(2);
  expect(await queuedWarmUps(userId)).toBe(1);
});
