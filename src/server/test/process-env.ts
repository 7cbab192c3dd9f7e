import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, testDbKind } from './test-database.ts';

/**
 * The environment of a server started as its own process by a test: a fresh DATA_DIR and, on the
 * PostgreSQL project, a scratch database. `cleanup` removes both.
 */
export async function serverProcessEnv(
  name: string,
  extra: Record<string, string>,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `memento-${name}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir, ...extra };
  let drop = async () => {};
  if (testDbKind === 'postgres') {
    const scratch = await createScratchDatabase();
    env.DATABASE_URL = scratch.url;
    drop = scratch.drop;
  }
  return {
    env,
    cleanup: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The process environment of one suite file, made before its tests and removed after them (as
 * `suiteApp` does for the in-process app): read `.env` inside a test or hook, not at load time.
 */
export function suiteProcessEnv(
  name: string,
  extra: Record<string, string>,
): { readonly env: Record<string, string> } {
  let made: Awaited<ReturnType<typeof serverProcessEnv>> | undefined;
  beforeAll(async () => {
    made = await serverProcessEnv(name, extra);
  });
  afterAll(() => made?.cleanup());
  return {
    get env() {
      if (!made)
        throw new Error('The process environment is made in beforeAll: use it inside a test or hook');
      return made.env;
    },
  };
}

/** Runs the operator CLI (src/server/cli.ts) as its own process in `env`, and waits for it to end. */
export function runCli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
