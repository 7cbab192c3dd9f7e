import { describe, expect, it } from 'vitest';
import { ApiClient } from './test/api-client.ts';
import { suiteProcessEnv } from './test/process-env.ts';
import { startServerProcess } from './test/server-process.ts';

// This test starts whole server or CLI processes (each opening the database): on a busy 2-core
// machine that alone can pass the default minute, which would fail it for no fault of the code.
const PROCESS_TEST_TIMEOUT = 180_000;

// The server runs as its own process so that SIGKILL ends it the hard way, mid-write.
const processEnv = suiteProcessEnv('crash', {
  LOG_LEVEL: 'info',
  AUTH_SECRET: 'crash-test-secret-long-enough-0123456789abcdef',
});

describe('a crash mid-stream', () => {
  it(
    'keeps every write the server acknowledged',
    async () => {
      const first = await startServerProcess(processEnv.env);
      const client = new ApiClient(first.baseUrl);
      const account = { email: 'crash@example.com', password: 'survives a crash 1', name: 'Crash' };
      expect((await client.post('/api/auth/sign-up/email', account)).status).toBe(200);
      expect((await client.post('/api/auth/sign-in/email', account)).status).toBe(200);

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
            const res = await client.post(
              '/api/v1/tasks',
              { title: write.title },
              { 'idempotency-key': write.key },
            );
            if (res.status === 201) acknowledged.push(res.body.id);
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
        expect((await again.post('/api/auth/sign-in/email', account)).status).toBe(200);
        const storedTasks = async () => {
          const tasks: { id: string; title: string }[] = [];
          let cursor: string | null = null;
          do {
            const page = await again.get(`/api/v1/tasks?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
            tasks.push(...page.body.items);
            cursor = page.body.next_cursor;
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
          const res = await again.post(
            '/api/v1/tasks',
            { title: write.title },
            { 'idempotency-key': write.key },
          );
          expect([201, 409]).toContain(res.status);
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
