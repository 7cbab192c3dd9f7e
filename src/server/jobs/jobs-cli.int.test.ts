import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';
import { runCli, serverProcessEnv } from '../test/process-env.ts';
import { defineJob, type JobDefinition } from './definition.ts';
import { createJobEngine } from './engine.ts';

// Whole CLI processes on a busy 2-core machine: allow more than the default minute.
const PROCESS_TEST_TIMEOUT = 180_000;

let env: Record<string, string>;
let cleanup: () => Promise<void>;
let deadId: string;

const cli = (...args: string[]) => runCli(env, ...args);

beforeAll(async () => {
  ({ env, cleanup } = await serverProcessEnv('jobs-cli', {
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    BASE_URL: 'http://localhost:3000',
  }));
  // A job that fails once with no retries left: dead, as an outage would leave it.
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: `${env.DATA_DIR}/db` });
  await database.migrate();
  const job = defineJob({
    name: 'test-cli-dead',
    payload: z.object({}),
    retryLimit: 0,
    handle: async () => {
      throw Object.assign(new Error('SMTP server refused the connection'), { code: 'ECONNREFUSED' });
    },
  }) as JobDefinition<unknown>;
  const engine = createJobEngine({
    database,
    logger: createLogger({ level: 'silent' }),
    definitions: [job],
    pollSeconds: 0.5,
  });
  await engine.start();
  deadId = (await engine.enqueue('test-cli-dead', {})) as string;
  while ((await engine.list()).find((j) => j.id === deadId)?.state !== 'failed')
    await new Promise((r) => setTimeout(r, 100));
  await engine.stop();
  await database.close();
}, PROCESS_TEST_TIMEOUT);
afterAll(() => cleanup());

describe('operator CLI for jobs', () => {
  it(
    'lists a dead job with its error, puts it back in line, and refuses an unknown id',
    () => {
      const list = cli('jobs:list');
      expect(list.err).toBe('');
      expect(list.code).toBe(0);
      expect(list.out).toMatch(
        new RegExp(`${deadId}\\ttest-cli-dead\\tfailed\\t0/0\\t\\S+\\tSMTP server refused the connection`),
      );
      expect(list.out).toContain('1 job\n');

      const retry = cli('jobs:retry', deadId);
      expect(retry.code).toBe(0);
      expect(retry.out).toContain(`${deadId} will run again`);
      // pg-boss gives a retried job one more try than it has had.
      expect(cli('jobs:list').out).toMatch(new RegExp(`${deadId}\\ttest-cli-dead\\tretry\\t0/1`));

      const again = cli('jobs:retry', deadId);
      expect(again.code).toBe(1);
      expect(again.err).toContain(`No failed job with id ${deadId}`);
      expect(cli('jobs:retry').code).toBe(2);
      expect(cli('jobs:list', 'many').code).toBe(2);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
