import type { Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { standInForAutovacuum } from './db/autovacuum-stand-in.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createAttachmentStore } from './features/attachments/create-store.ts';
import { startDeletionSweeper } from './features/attachments/deletion-queue.ts';
import { scheduleImportResume } from './features/imports/import-jobs.ts';
import { createJobEngine, type JobEngine } from './jobs/engine.ts';
import { jobDefinitions, jobSchedules } from './jobs/registry.ts';
import { ensureWritableDir } from './lib/data-dir.ts';
import { watchEventLoop } from './lib/event-loop-watch.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';
import {
  databaseStartupError,
  describeDatabaseUrl,
  listenStartupError,
  StartupError,
} from './lib/startup-error.ts';

// Start-up failures print one line naming what to fix and exit non-zero; the stack only helps a
// developer, so it shows at LOG_LEVEL=debug or trace.
const verbose = () => ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');

/** How long after the port opens the job engine starts on the embedded database. */
const EMBEDDED_JOBS_DELAY_MS = 1000;

function fail(err: unknown): never {
  if (err instanceof StartupError) {
    console.error(err.message);
    if (verbose()) console.error(err.stack);
  } else {
    console.error(
      `Memento could not start: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
    );
    if (verbose()) console.error(err);
  }
  process.exit(1);
}

async function openAndMigrate(config: Config): Promise<Database> {
  const url = config.databaseUrl;
  if (!url) ensureWritableDir(config.dataDir, 'DATA_DIR');
  try {
    const database = await openDatabase({
      url,
      pgliteDir: `${config.dataDir}/db`,
      poolSize: config.dbPoolSize,
      poolWaitMs: config.dbPoolWaitMs,
    });
    await database.migrate();
    return database;
  } catch (err) {
    if (err instanceof StartupError || !url) throw err;
    throw databaseStartupError(err, url);
  }
}

const KEEP_ALIVE_MS = 65_000;

function listen(config: Config, app: { fetch: (req: Request) => Response | Promise<Response> }) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
    // An idle keep-alive connection stays open longer than a client or proxy keeps it (60 s is
    // the common idle timeout): with Node's 5 s, a client reusing a connection just as the server
    // closed it got ECONNRESET on a request that never arrived.
    // (serve() makes a plain HTTP/1.1 server here: no createServer option asks for HTTP/2.)
    const http1 = server as HttpServer;
    http1.keepAliveTimeout = KEEP_ALIVE_MS;
    http1.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.once('error', (err) => reject(listenStartupError(err, config.host, config.port)));
    server.once('listening', () => resolve(server));
  });
}

/**
 * Binds the port once before the database opens (which can take many seconds on first start), so
 * a port in use or a bad HOST stops the start at once.
 */
function checkCanListen(config: Config) {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err) => reject(listenStartupError(err, config.host, config.port)));
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

/** The one line a person reads when the server is ready: where to go, and where the data lives. */
function readyLine(config: Config, database: Database, port: number) {
  const data =
    database.kind === 'pglite'
      ? `embedded database in ${config.dataDir}/db`
      : `PostgreSQL ${describeDatabaseUrl(config.databaseUrl ?? '')}`;
  return `Memento is ready at ${config.baseUrl} (port ${port}; ${data})`;
}

async function main() {
  const config = loadConfig(process.env, process.stdout.isTTY === true);
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  const started = performance.now();
  await checkCanListen(config);
  const database = await openAndMigrate(config);
  const stopAutovacuumStandIn = standInForAutovacuum(
    database,
    (err) =>
      logger.warn({ code: (err as { code?: string }).code }, 'tables could not be vacuumed or analysed'),
    ({ vacuumed, analysed }, ms) => logger.info({ vacuumed, analysed, ms }, 'tables vacuumed and analysed'),
  );
  const stopEventLoopWatch = watchEventLoop((lateMs) =>
    logger.warn({ lateMs }, 'event loop stalled: every request waited'),
  );
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  const jobs = createJobEngine({
    database,
    logger,
    definitions: jobDefinitions({ config, database, logger, mailer }),
    pollSeconds: config.jobs.pollSeconds,
    superviseSeconds: config.jobs.superviseSeconds,
  });
  const { app } = buildApp({ config, database, logger, mailer, jobs });
  const stopSweeper = startDeletionSweeper(
    database.db,
    createAttachmentStore(config.attachments),
    config.attachments.sweepSeconds,
    logger,
  );
  // The port opens before the job engine is up: a request that queues work meanwhile waits for the
  // engine (jobs/engine.ts), and an engine that cannot start stops the process as before. On the
  // embedded database the engine's start (a fifth of a server's) runs on the same thread as the
  // first requests, so it waits a second and the first page after a start is not held up by it
  // (docs/decisions/041).
  const jobsStarted = jobs.start({ delayMs: database.kind === 'pglite' ? EMBEDDED_JOBS_DELAY_MS : 0 });
  // Awaited once the port is open; a failure before then must not count as unhandled.
  jobsStarted.catch(() => {});
  const server = await listen(config, app);
  const port = (server.address() as AddressInfo).port;
  logger.info({ startupMs: Math.round(performance.now() - started) }, readyLine(config, database, port));
  const stopping = handleSignals(server, database, logger, jobs, () => {
    stopAutovacuumStandIn();
    stopSweeper();
    stopEventLoopWatch();
  });
  try {
    // A stop (SIGTERM) during the engine's delay calls its start off: nothing to schedule then.
    if (!(await jobsStarted)) return;
    for (const { name, cron } of jobSchedules) await jobs.schedule(name, cron);
    // Imports left running by a process that died resume from their checkpoint.
    await scheduleImportResume(jobs);
    logger.info({ schedules: jobSchedules.length + 1 }, 'background jobs ready');
  } catch (err) {
    // A stop closes the database under this work; that is no failure to start.
    if (!stopping()) throw err;
  }
}

/** Stops cleanly on SIGTERM and SIGINT; returns whether a stop has begun. */
function handleSignals(
  server: ReturnType<typeof serve>,
  database: Database,
  logger: Logger,
  jobs: JobEngine,
  /** Stops the background timers (the autovacuum stand-in, attachment deletions, the event-loop watch) before the database closes. */
  stopBackground: () => void,
): () => boolean {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Refuse new connections, let in-flight requests finish, then close the database cleanly.
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10 s; closing anyway');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(async () => {
      stopBackground();
      // Running jobs get the same grace as requests; what is still running is failed so it retries.
      await jobs.stop(10_000).catch((err) => logger.warn({ err }, 'job engine did not stop cleanly'));
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return () => stopping;
}

main().catch(fail);
