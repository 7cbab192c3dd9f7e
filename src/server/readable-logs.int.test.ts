import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcessEnv } from './test/process-env.ts';
import { startServerProcess } from './test/server-process.ts';
import { testDbKind } from './test/test-database.ts';

// What a newcomer sees after `npm start`: one line saying where the app is and where its data
// lives, then the API requests, not every file the browser fetches.

const PROCESS_TEST_TIMEOUT = 120_000;
let env: Record<string, string>;
let webRoot: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  // A built web app of two files, in the server's working directory.
  webRoot = mkdtempSync(path.join(tmpdir(), 'memento-web-'));
  mkdirSync(path.join(webRoot, 'dist/web/assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'dist/web/index.html'), '<!doctype html><title>Memento</title>');
  writeFileSync(path.join(webRoot, 'dist/web/assets/index-abc123.js'), 'console.log(1);');
  const processEnv = await serverProcessEnv('logs', {
    LOG_LEVEL: 'info',
    AUTH_SECRET: 'readable-logs-secret-long-enough-0123456789',
  });
  env = processEnv.env;
  cleanup = async () => {
    await processEnv.cleanup();
    rmSync(webRoot, { recursive: true, force: true });
  };
});
afterAll(() => cleanup());

async function runAndBrowse(format: 'pretty' | 'json') {
  const server = await startServerProcess({ ...env, LOG_FORMAT: format }, undefined, { cwd: webRoot });
  try {
    expect((await fetch(`${server.baseUrl}/assets/index-abc123.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/dashboard`)).status).toBe(200);
    await fetch(`${server.baseUrl}/api/health`);
    await new Promise((r) => setTimeout(r, 200));
    return { output: server.output(), baseUrl: server.baseUrl };
  } finally {
    await server.stop();
  }
}

describe('server logs', () => {
  it(
    'say in one readable line where the app is and which data it uses, and leave out web app files',
    async () => {
      const { output, baseUrl } = await runAndBrowse('pretty');
      const ready = output.split('\n').filter((line) => line.includes('Memento is ready'));
      expect(ready).toHaveLength(1);
      expect(ready[0]).toContain(`Memento is ready at ${baseUrl}`);
      expect(ready[0]).toContain(
        testDbKind === 'pglite' ? `embedded database in ${env.DATA_DIR}/db` : 'PostgreSQL postgres@',
      );
      expect(ready[0]).not.toMatch(/^\{/);
      expect(output).toContain('/api/health');
      expect(output).not.toContain('/assets/index-abc123.js');
      expect(output).not.toContain('/dashboard');
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'stay one JSON object a line for machines with LOG_FORMAT=json',
    async () => {
      const { output } = await runAndBrowse('json');
      const lines = output.trim().split('\n');
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      expect(lines.map((l) => JSON.parse(l).msg)).toContain('request');
    },
    PROCESS_TEST_TIMEOUT,
  );
});
