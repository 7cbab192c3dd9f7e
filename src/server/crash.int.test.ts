import { describe, expect, it } from 'vitest';
import { ApiClient } from './test/api-client.ts';
import { signIn } from './test/identity.ts';
import { suiteProcessEnv } from './test/process-env.ts';
import { startServerProcess } from './test/server-process.ts';
import { expectStatus, type TypedApi, typedApi } from './test/typed-api.ts';

// This test starts whole server or CLI processes (each opening the database): on a busy 2-core
// machine that alone can pass the default minute, which would fail it for no fault of the code.
const PROCESS_TEST_TIMEOUT = 180_000;

// The server runs as its own process so that SIGKILL ends it the hard way, mid-write.
const processEnv = suiteProcessEnv('crash', {
  LOG_LEVEL: 'info',
  AUTH_SECRET: 'crash-test-secret-long-enough-0123456789abcdef',
});

/** Creates a task under its own Idempotency-Key, as the web app's creates do. */
const createTask = (api: TypedApi, write: { key: string; title: string }) =>
  api.POST('/api/v1/tasks', { body: { title: write.title }, headers: { 'idempotency-key': write.key } });

describe('a crash mid-stream', () => {
  it(
    'keeps every write the server acknowledged',
    async () => {
      const first = await startServerProcess(processEnv.env);
      const client = new ApiClient(first.baseUrl);
      const account = { email: 'crash@example.com', password: 'survives a crash 1', name: 'Crash' };
      expect((await client.post('/api/auth/sign-up/email', account)).status).toBe(200);
      expect((await signIn(client, account.email, account.password)).status).toBe(200);
      const api = typedApi(client);

      const acknowledged: string[] = [];
      // Every write carries its own Idempotency-Key, as the web app's creates do.
      const sent: { key: string; title: string }[] = [];
      let inFlight = 0;
      // Two writers keep requests in flight; the kill lands while some are still unanswered.
      const writer = async (name: string) => {
        for (let i = 0; ; i++) {
          inFlight += 1;
          const write = { key: crypto.randomUUID(), title: `${name}-${i}` };
          sent.push(write);
          try {
            const { data, response } = await createTask(api, write);
            if (response.status === 201 && data) acknowledged.push(data.id);
          } catch {
            return; // the connection died with the server
          } finally {
            inFlight -= 1;
          }
        }
      };
      const writers = Promise.all([writer('a'), writer('b')]);
      while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
      expect(inFlight).toBeGreaterThan(0);
      await first.stop('SIGKILL');
      await writers;

      const second = await startServerProcess(processEnv.env);
      try {
        const again = new ApiClient(second.baseUrl);
        expect((await signIn(again, account.email, account.password)).status).toBe(200);
        const againApi = typedApi(again);
        const storedTasks = async () => {
          const tasks: { id: string; title: string }[] = [];
          let cursor: string | undefined;
          do {
            const query = cursor ? { limit: 100, cursor } : { limit: 100 };
            const page = await expectStatus(againApi.GET('/api/v1/tasks', { params: { query } }), 200);
            tasks.push(...page.items);
            cursor = page.next_cursor ?? undefined;
          } while (cursor);
          return tasks;
        };
        const stored = new Set((await storedTasks()).map((t) => t.id));
        const lost = acknowledged.filter((id) => !stored.has(id));
        expect(acknowledged.length).toBeGreaterThanOrEqual(150);
        expect(lost).toEqual([]);

        // The client retries its last writes (answered or not) with the same keys: nothing twice.
        const retried = sent.slice(-20);
        for (const write of retried) {
          const res = await createTask(againApi, write);
          expect([201, 409]).toContain(res.response.status);
        }
        const titles = (await storedTasks()).map((t) => t.title);
        const twice = titles.filter((title, i) => titles.indexOf(title) !== i);
        expect(twice).toEqual([]);
        // A retry either replays, or makes the write the kill interrupted: every one of them now exists.
        for (const write of retried) expect(titles).toContain(write.title);
      } finally {
        await second.stop();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
