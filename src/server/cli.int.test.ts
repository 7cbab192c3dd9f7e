import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { profiles, user, waitlist } from './db/schema/index.ts';
import { runCli, serverProcessEnv } from './test/process-env.ts';

// This test starts whole server or CLI processes (each opening the database): on a busy 2-core
// machine that alone can pass the default minute, which would fail it for no fault of the code.
const PROCESS_TEST_TIMEOUT = 180_000;

let env: Record<string, string>;
let cleanup: () => Promise<void>;
const open = () => openDatabase({ url: env.DATABASE_URL, pgliteDir: `${env.DATA_DIR}/db` });

function cli(...args: string[]) {
  return cliWith({}, ...args);
}

function cliWith(extraEnv: Record<string, string>, ...args: string[]) {
  return runCli({ ...env, ...extraEnv }, ...args);
}

beforeAll(async () => {
  // Vitest puts Vite's BASE_URL ('/') in the environment; the CLI must see a real one.
  ({ env, cleanup } = await serverProcessEnv('cli', {
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    BASE_URL: 'http://localhost:3000',
  }));
  const database = await open();
  await database.migrate();
  await database.db.insert(user).values({ id: 'u-cli-1', name: 'Olive', email: 'olive@example.com' });
  await database.db.insert(profiles).values({ id: 'u-cli-1', email: 'olive@example.com', name: 'Olive' });
  await database.db.insert(waitlist).values({ email: 'waiting@example.com' });
  await database.close();
});
afterAll(() => cleanup());

describe('operator CLI', () => {
  it('prints usage and exits 2 for an unknown command', () => {
    const res = cli('users:frobnicate');
    expect(res.code).toBe(2);
    expect(res.err).toContain('Unknown command: users:frobnicate');
    expect(res.err).toContain('users:set-plan <email> <free|pro>');
  });

  it(
    'sets a plan, lists accounts, approves the waitlist, and says when an email is unknown',
    async () => {
      const set = cli('users:set-plan', 'OLIVE@example.com', 'pro');
      expect(set.err).toBe('');
      expect(set.code).toBe(0);
      expect(set.out).toContain('olive@example.com is now on pro');
      expect(cli('users:set-plan', 'olive@example.com', 'platinum').code).toBe(2);
      const missing = cli('users:set-plan', 'nobody@example.com', 'pro');
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('No account with email nobody@example.com');

      const list = cli('users:list');
      expect(list.out).toMatch(/olive@example\.com\tpro\tOlive/);
      expect(cli('users:approve', 'waiting@example.com').code).toBe(0);
      expect(cli('users:approve', 'stranger@example.com').code).toBe(1);

      const database = await open();
      try {
        const [row] = await database.db
          .select()
          .from(waitlist)
          .where(eq(waitlist.email, 'waiting@example.com'));
        expect(row?.approvedAt).toBeInstanceOf(Date);
      } finally {
        await database.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'sets a plan with billing on as well (Stripe configured)',
    () => {
      const billing = {
        STRIPE_SECRET_KEY: 'sk_test_cli',
        STRIPE_PRICE_ID: 'price_cli',
        STRIPE_WEBHOOK_SECRET: 'whsec_cli',
      };
      for (const plan of ['pro', 'free']) {
        const set = cliWith(billing, 'users:set-plan', 'olive@example.com', plan);
        expect(set.err).toBe('');
        expect(set.out).toContain(`olive@example.com is now on ${plan}`);
      }
      expect(cliWith(billing, 'users:list').out).toMatch(/olive@example\.com\tfree\tOlive/);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
