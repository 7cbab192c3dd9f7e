import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { suiteProcessEnv } from './test/process-env.ts';
import { startServerProcess } from './test/server-process.ts';

// A client (a browser, a proxy, the test suites' own request contexts) keeps an idle connection
// for reuse. When the server closed it after Node's default 5 s, a request sent on it just then
// failed with ECONNRESET without ever reaching the server.

const PROCESS_TEST_TIMEOUT = 120_000;
const processEnv = suiteProcessEnv('keepalive', {
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'keep-alive-test-secret-long-enough-0123456789',
});

/** GET on the agent's one connection: the status, and whether an already open connection carried it. */
const get = (agent: http.Agent, url: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });

describe('an idle keep-alive connection', () => {
  it(
    'is still open for the next request after the seconds a person spends reading a page',
    async () => {
      const server = await startServerProcess(processEnv.env);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect(await get(agent, `${server.baseUrl}/api/health`)).toEqual({ status: 200, reused: false });
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        expect(await get(agent, `${server.baseUrl}/api/health`)).toEqual({ status: 200, reused: true });
      } finally {
        agent.destroy();
        // Idle connections do not hold up a stop.
        expect(await server.stop('SIGTERM')).toBe(0);
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
