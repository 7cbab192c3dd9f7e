import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Work } from '../db/with-user.ts';
import { runAsUser } from '../jobs/as-user.ts';
import { createJobEngine, type JobEngine } from '../jobs/engine.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createLogger } from '../lib/logger.ts';
import type { Mail } from '../lib/mailer.ts';
import { ApiClient } from './api-client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  baseUrl: string;
  database: Database;
  /** Mail the app sent, newest last (SMTP is the one outside service we stand in for). */
  mails: Mail[];
  /** Every line the app logged (at the LOG_LEVEL passed in env; none by default). */
  logs(): string;
  /** A client with its own cookie jar, as a separate browser would be. */
  client(): ApiClient;
  /** Runs a service's unit of work as `userId`, as a job would (runAsUser), for tests that call services directly. */
  asUser<T>(userId: string, work: Work<T>): Promise<T>;
  /** The job engine, when the app was made with `{ jobs: true }` (imports need it). */
  jobs: JobEngine | undefined;
  close(): Promise<void>;
}

/** The real app on a fresh database, listening on a free port, spoken to over HTTP. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { jobs?: boolean; pool?: { size: number; waitMs: number } } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options.pool);
  const mails: Mail[] = [];
  // The base URL must be known before the port is: bind first with a placeholder, then build.
  const holder: { fetch?: (req: Request) => Response | Promise<Response> } = {};
  const server = serve({
    fetch: (req) => (holder.fetch as NonNullable<typeof holder.fetch>)(req),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/memento-test-unused',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    BASE_URL: baseUrl,
    TRUST_PROXY: 'true',
    ...env,
  });
  let logged = '';
  const logger = createLogger({
    level: config.logLevel,
    destination: {
      write: (line: string) => {
        logged += line;
      },
    },
  });
  const mailer = async (mail: Mail) => {
    mails.push(mail);
  };
  // The job engine is opt-in: installing pg-boss's schema costs every other suite a second.
  const jobs = options.jobs
    ? createJobEngine({
        database,
        logger,
        definitions: jobDefinitions({ config, database, logger, mailer }),
        pollSeconds: 0.5,
        superviseSeconds: 5,
      })
    : undefined;
  const { app } = buildApp({ config, database, logger, mailer, jobs });
  holder.fetch = app.fetch;
  await jobs?.start();
  return {
    baseUrl,
    database,
    mails,
    logs: () => logged,
    client: () => new ApiClient(baseUrl),
    asUser: (userId, work) => runAsUser(database.db, userId, work),
    jobs,
    close: async () => {
      await jobs?.stop(2000);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
