import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ImportRunner } from '../features/imports/runner.ts';
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
  /** The background import runner (tests wait for it with idle()). */
  imports: ImportRunner;
  close(): Promise<void>;
}

/** The real app on a fresh database, listening on a free port, spoken to over HTTP. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
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
  const { app, importRunner } = buildApp({
    config,
    database,
    logger: createLogger({
      level: config.logLevel,
      destination: {
        write: (line: string) => {
          logged += line;
        },
      },
    }),
    mailer: async (mail) => {
      mails.push(mail);
    },
  });
  holder.fetch = app.fetch;
  importRunner.start();
  return {
    baseUrl,
    database,
    mails,
    logs: () => logged,
    client: () => new ApiClient(baseUrl),
    imports: importRunner,
    close: async () => {
      await importRunner.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
