import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { keepPlannerStatisticsFresh } from './db/planner-statistics.ts';
import { createAttachmentStore } from './features/attachments/create-store.ts';
import { startDeletionSweeper } from './features/attachments/deletion-queue.ts';
import { createLogger } from './lib/logger.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, process.stdout.isTTY === true);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  const started = performance.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    poolSize: config.dbPoolSize,
  });
  await database.migrate();
  const stopPlannerStatistics = keepPlannerStatisticsFresh(
    database,
    (err) =>
      logger.warn({ code: (err as { code?: string }).code }, 'planner statistics could not be refreshed'),
    (tables, ms) => logger.info({ tables, ms }, 'planner statistics refreshed'),
  );
  const { app } = buildApp({ config, database, logger });
  const stopSweeper = startDeletionSweeper(
    database.db,
    createAttachmentStore(config.attachments),
    config.attachments.sweepSeconds,
    logger,
  );

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, startupMs: Math.round(performance.now() - started) },
      `Memento is listening on ${config.baseUrl}`,
    );
  });

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
      stopPlannerStatistics();
      stopSweeper();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
