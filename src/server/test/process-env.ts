import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Runs the operator CLI (src/server/cli.ts) as its own process in `env`, and waits for it to end. */
export function runCli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
