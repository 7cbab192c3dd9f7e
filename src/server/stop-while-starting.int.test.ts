import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { jobSchedules } from './jobs/registry.ts';
import { suiteProcessEnv } from './test/process-env.ts';
import { startServerProcess } from './test/server-process.ts';

// The port opens before the job engine has started (main.ts): on the embedded database the engine
// waits a second more. A stop in that window must still be a clean stop, and a server left running
// must go on to start its engine and write its schedules.

const PROCESS_TEST_TIMEOUT = 120_000;
const processEnv = suiteProcessEnv('stop-starting', {
  LOG_LEVEL: 'info',
  AUTH_SECRET: 'stop-while-starting-secret-long-enough-0123456789',
});

describe('a server whose job engine is still starting', () => {
  it(
    'stops cleanly on SIGTERM, and left running starts its engine and writes its schedules',
    async () => {
      const early = await startServerProcess(processEnv.env);
      expect(await early.stop('SIGTERM')).toBe(0);
      expect(early.output()).toContain('"msg":"stopped"');
      expect(early.output()).not.toContain('could not start');

      const server = await startServerProcess(processEnv.env);
      // The server says so once the engine has started and written its schedules.
      const deadline = Date.now() + 60_000;
      while (!server.output().includes('background jobs ready') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await server.stop('SIGTERM')).toBe(0);
      expect(server.output()).toContain('"msg":"background jobs ready"');

      const { env } = processEnv;
      const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: `${env.DATA_DIR}/db` });
      try {
        const { rows } = await database.executeSql('select name from pgboss.schedule');
        expect(rows.map((row) => row.name)).toEqual(
          expect.arrayContaining([...jobSchedules.map((s) => s.name), 'imports.resume']),
        );
      } finally {
        await database.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
