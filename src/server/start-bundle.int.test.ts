import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process.ts';
import { createScratchDatabase, testDbKind } from './test/test-database.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'memento-start-'));
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

// `npm start` runs the bundled server (scripts/build-server.mjs), not the TypeScript sources: the
// bundle must find its migrations, create a database and serve the app exactly like the sources.
it('npm start builds the server bundle, migrates a new database and serves the app', async () => {
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' };
  if (testDbKind === 'postgres') {
    const scratch = await createScratchDatabase();
    dropDatabase = scratch.drop;
    env.DATABASE_URL = scratch.url;
  }
  const server = await startServerProcess(env, ['scripts/start.mjs']);
  try {
    expect(existsSync('dist/server/main.mjs')).toBe(true);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    // A signed-in route answers through the bundle's identity and database layers.
    const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl },
      body: JSON.stringify({
        name: 'Bundle Tester',
        email: 'bundle@example.com',
        password: 'a-long-Passw0rd!',
      }),
    });
    expect(signUp.status).toBe(200);
    const page = await fetch(`${server.baseUrl}/dashboard`);
    expect(await page.text()).toContain('<div id="root">');
  } finally {
    expect(await server.stop('SIGINT')).toBe(0);
  }
}, 180_000);
