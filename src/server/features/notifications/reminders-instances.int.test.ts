import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/api-client.ts';
import { buildConnection, buildUser } from '../../test/factories.ts';
import { signIn } from '../../test/identity.ts';
import { type LocalEndpoint, startLocalEndpoint } from '../../test/notification-peers.ts';
import { serverProcessEnv } from '../../test/process-env.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDbKind } from '../../test/test-database.ts';
import { expectStatus, type TypedApi, typedApi } from '../../test/typed-api.ts';

// Whole server processes on a busy 2-core machine.
const TIMEOUT = 240_000;

let endpoint: LocalEndpoint;
let env: Record<string, string>;
let cleanup: () => Promise<void>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  endpoint = await startLocalEndpoint();
  const processEnv = await serverProcessEnv('instances', {
    AUTH_SECRET: 'instances-test-secret-long-enough-for-better-auth-0123',
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    JOB_POLL_SECONDS: '0.5',
    JOB_SUPERVISE_SECONDS: '1',
    REMINDER_DELIVERY_TIMEOUT_SECONDS: '4',
    REMINDER_RETRY_SECONDS: '1',
  });
  env = processEnv.env;
  cleanup = async () => {
    await Promise.all(running.map((s) => s.stop('SIGKILL')));
    await endpoint.close();
    await processEnv.cleanup();
  };
}, TIMEOUT);
afterAll(() => cleanup(), TIMEOUT);

async function start(extra: Record<string, string> = {}) {
  const server = await startServerProcess({ ...env, ...extra }).catch((err: Error) => {
    throw new Error(`${err.message.slice(0, 3000)}`);
  });
  running.push(server);
  return server;
}

/** A person whose birthday reminder goes to the local endpoint at /hook/<tag>. */
async function personWithBirthday(server: ServerProcess, tag: string, monthDay: string) {
  const user = await buildUser({ client: () => new ApiClient(server.baseUrl) } as unknown as TestApp);
  await buildConnection(user, {
    name: 'Maya',
    type: 'person',
    important_dates: [{ label: 'Birthday', date: `--${monthDay}` }],
  });
  const defaults = (await expectStatus(user.api.GET('/api/v1/notifications/settings'), 200)).kinds;
  const saved = await user.api.PUT('/api/v1/notifications/settings', {
    body: {
      webhook_url: `${endpoint.baseUrl}/hook/${tag}`,
      kinds: {
        ...defaults,
        important_dates: { ...defaults.important_dates, days_before: 0, channels: ['webhook'] },
      },
    },
  });
  expect(saved.response.status).toBe(200);
  return {
    user,
    received: () => endpoint.received.filter((r) => r.path === `/hook/${tag}`).length,
    delivered: () => deliveredCount(user.api),
  };
}

/** How many reminders the notification log shows as delivered. */
const deliveredCount = async (api: TypedApi) =>
  (await expectStatus(api.GET('/api/v1/notifications/log'), 200)).items.filter(
    (i) => i.status === 'delivered',
  ).length;

/** A client signed in as `user` on `server` (each instance has its own address). */
async function signedIn(server: ServerProcess, user: { email: string; password: string }) {
  const client = new ApiClient(server.baseUrl);
  expect((await signIn(client, user.email, user.password)).status).toBe(200);
  return typedApi(client);
}

const tickOn = async (api: TypedApi, now: string) =>
  (await expectStatus(api.POST('/api/v1/notifications/test-tick', { body: { now } }), 200)).dispatched;

async function until(check: () => Promise<boolean> | boolean) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 200));
}

// PostgreSQL: two instances on one database. The embedded database belongs to one process, so
// there the same test runs one instance (and restarts it on the same data directory).
describe(`reminders across ${testDbKind === 'postgres' ? 'two instances on one PostgreSQL database' : 'a restart of the one embedded-database instance'}`, () => {
  it(
    'delivers each scheduled reminder exactly once, however many instances tick',
    async () => {
      const a = await start();
      const others = testDbKind === 'postgres' ? [await start()] : [];
      const olive = await personWithBirthday(a, 'olive', '03-09');
      // Every instance ticks at 08:00 on the day, at once, and again 5 minutes later: one dispatch.
      const clients = await Promise.all([a, ...others].map((s) => signedIn(s, olive.user)));
      const counts = await Promise.all(clients.map((c) => tickOn(c, '2026-03-09T08:00:00Z')));
      counts.push(...(await Promise.all(clients.map((c) => tickOn(c, '2026-03-09T08:05:00Z')))));
      expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
      await until(async () => (await olive.delivered()) === 1);
      expect(olive.received()).toBe(1);
      await Promise.all([a, ...others].map((s) => s.stop('SIGTERM')));
    },
    TIMEOUT,
  );

  // Killing needs a second process on the same database, which only PostgreSQL allows; on the
  // embedded database a restart after SIGKILL did not open the directory within a minute here
  // (reported), so this one runs on PostgreSQL (a queued job surviving a restart on PGlite is in
  // jobs/engine.int.test.ts).
  if (testDbKind === 'postgres')
    it(
      'delivers once after the instance running the delivery is killed mid-job',
      async () => {
        const holder = await start({ TEST_FAULTS: 'reminder-delivery-stall' });
        const ben = await personWithBirthday(holder, 'ben', '03-10');
        // Every account's due kinds are dispatched (Olive's too, with nothing to say): at least Ben's.
        expect(await tickOn(ben.user.api, '2026-03-10T08:00:00Z')).toBeGreaterThanOrEqual(1);
        await until(() => holder.output().includes('reminder delivery held'));
        await holder.stop('SIGKILL');
        expect(ben.received()).toBe(0);
        // Another instance picks the job up once it outlives its time limit, and delivers it once.
        const after = await start();
        const again = await signedIn(after, ben.user);
        await until(async () => ben.received() >= 1);
        await until(async () => (await deliveredCount(again)) === 1);
        expect(ben.received()).toBe(1);
      },
      TIMEOUT,
    );
});
