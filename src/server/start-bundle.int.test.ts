import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** The text of a bundle file and of every file it imports statically, transitively. */
function staticallyLoaded(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return '';
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // Static imports (`import "./x.mjs"`, `... from "./x.mjs"`); import("./x.mjs") is not matched,
  // which is the point.
  const imports = [...text.matchAll(/(?:\bfrom\s*|^import\s*)"(\.\/[^"]+\.mjs)"/gm)];
  const loaded = imports.map(([, relative]) =>
    staticallyLoaded(path.join(path.dirname(file), relative as string), seen),
  );
  return [text, ...loaded].join('\n');
}

// What only some requests need loads when first needed (import()), not in every start: compiling
// and running it at start was measured in docs/decisions/041. esbuild marks each package's code
// with a `// node_modules/<package>/` comment, which is what this looks for.
it('the server bundle loads at start none of the packages only some requests need', () => {
  expect(existsSync('dist/server/main.mjs')).toBe(true);
  const atStart = staticallyLoaded('dist/server/main.mjs') + staticallyLoaded('dist/server/preload.mjs');
  expect(atStart).toContain('// node_modules/better-auth/'); // the check does see packages
  for (const lazy of [
    'kysely',
    'zip-stream',
    'compress-commons',
    'web-push',
    'asn1.js',
    'stripe',
    'openai',
    'nodemailer',
    'ical.js',
    'chrono-node',
    'yaml',
    'exifr',
    'pino-pretty',
  ]) {
    expect(atStart, lazy).not.toContain(`// node_modules/${lazy}/`);
  }
  // Zod's messages in English, without its other locales.
  expect(atStart).toContain('// node_modules/zod/v4/locales/en.js');
  expect(atStart).not.toContain('// node_modules/zod/v4/locales/fr.js');
});
