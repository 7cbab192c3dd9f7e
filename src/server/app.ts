import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { createAuth } from './auth/auth.ts';
import { clientIp } from './auth/client-ip.ts';
import { createSessionResolver } from './auth/session-cookie.ts';
import { accessTokenAccepted } from './auth/token-revocation.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createEngines } from './features/ai/create-engine.ts';
import { aiRoutes, TRANSCRIBE_PATH } from './features/ai/routes.ts';
import { warmUpAfterWrites } from './features/ai/warm-up-after-writes.ts';
import { askRoutes } from './features/ask/routes.ts';
import { createAttachmentStore } from './features/attachments/create-store.ts';
import { drainDeletions } from './features/attachments/deletion-queue.ts';
import { ATTACHMENT_UPLOAD_PATH, attachmentRoutes } from './features/attachments/routes.ts';
import { attachmentTranscriptRoutes } from './features/attachments/transcript.ts';
import { billingRoutes, billingWebhookRoutes, WEBHOOK_PATH } from './features/billing/routes.ts';
import { createBilling } from './features/billing/setup.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import {
  CALENDAR_FEED_PATH,
  calendarFeedRoutes,
  publicCalendarFeedRoutes,
} from './features/calendar-feed/routes.ts';
import { IMAGE_UPLOAD_PATH } from './features/connections/image-routes.ts';
import { connectionRoutes } from './features/connections/routes.ts';
import { digestRoutes } from './features/digests/routes.ts';
import { entryRoutes } from './features/entries/routes.ts';
import { exportRoutes } from './features/export/routes.ts';
import { favoriteRoutes } from './features/favorites/routes.ts';
import { groupRoutes } from './features/groups/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { IMPORT_UPLOAD_PATH, importRoutes } from './features/imports/routes.ts';
import { insightsRoutes } from './features/insights/routes.ts';
import { locationRoutes } from './features/locations/routes.ts';
import { metaRoutes } from './features/meta/routes.ts';
import { notificationRoutes, UNSUBSCRIBE_PATH, unsubscribeRoutes } from './features/notifications/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { searchRoutes } from './features/search/routes.ts';
import { sourceRoutes } from './features/sources/routes.ts';
import { tagRoutes } from './features/tags/routes.ts';
import { taskRoutes } from './features/tasks/routes.ts';
import { todayRoutes } from './features/today/routes.ts';
import { compressAnswers } from './http/compress-answers.ts';
import type { AppEnv } from './http/env.ts';
import { apiNotFound, onError } from './http/errors.ts';
import { exceptPaths } from './http/except-paths.ts';
import { idempotency } from './http/idempotency.ts';
import { limitBody, requireJsonBody } from './http/json-body.ts';
import { refuseNulCharacters } from './http/refuse-nul.ts';
import { requestContext } from './http/request-context.ts';
import { requestTransaction } from './http/request-transaction.ts';
import { requireUser } from './http/require-user.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountWebApp } from './http/web-app.ts';
import type { JobEngine } from './jobs/engine.ts';
import type { Logger } from './lib/logger.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  mailer?: Mailer;
  /** The job engine, for routes that queue work (main.ts starts and stops it). */
  jobs?: JobEngine;
  /** Where the built web app lives; defaults to dist/web under the working directory. */
  webDir?: string;
}

/** Builds the whole HTTP app: middleware, identity, every feature's routes, docs and the web app. */
export function buildApp({ config, database, logger, mailer, jobs, webDir }: AppDeps) {
  const db = database.db;
  const auth = createAuth({
    config,
    db,
    logger,
    mailer: mailer ?? createMailer(config.smtpUrl, config.mailFrom, logger),
  });
  const verifyAccessToken = createAccessTokenVerifier(
    () => auth.api.getJwks(),
    config.baseUrl,
    (userId, issuedAt) => accessTokenAccepted(db, userId, issuedAt),
  );
  const billing = createBilling(config);
  const engines = createEngines(config.ai);
  const attachments = { store: createAttachmentStore(config.attachments), limits: config.attachments };
  // A deleted file's S3 objects go now rather than at the next sweep (main.ts runs the sweeper).
  const drainNow = () => void drainDeletions(db, attachments.store, logger).catch(() => {});

  const app = new OpenAPIHono<AppEnv>();
  app.onError(onError);
  app.use(
    '*',
    requestContext(logger),
    securityHeaders(config.baseUrl.startsWith('https://')),
    // A new calendar feed's answer is its secret URL: never compressed (http/compress-answers.ts).
    compressAnswers({ secretPaths: [CALENDAR_FEED_PATH] }),
  );

  // Image uploads, attachments, dictation and imports are raw bytes with their own caps (their routes.ts).
  const rawUploads = [IMAGE_UPLOAD_PATH, ATTACHMENT_UPLOAD_PATH, TRANSCRIBE_PATH, IMPORT_UPLOAD_PATH];
  app.use('/api/*', clientIp(config.trustProxy), exceptPaths(rawUploads, limitBody()));
  app.use('/api/*', exceptPaths([...rawUploads, WEBHOOK_PATH], refuseNulCharacters('/api/auth/')));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
  app.route('/api', healthRoutes(database));
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Memento API',
      version: '1',
      description:
        'Signed-in routes take the session cookie or `Authorization: Bearer <token from /api/auth/token>`.',
    },
    servers: [{ url: config.baseUrl }],
  });

  // Stripe signs the webhook's exact bytes: parsing them as JSON first would lose them.
  // The one-click unsubscribe is a form POST from a mail provider (RFC 8058), not JSON.
  app.use('/api/v1/*', exceptPaths([...rawUploads, WEBHOOK_PATH, UNSUBSCRIBE_PATH], requireJsonBody));
  app.route('/api/v1', metaRoutes(config));
  app.route('/api/v1', unsubscribeRoutes(config, db));
  app.route('/api/v1', billingWebhookRoutes(db, billing));
  // Calendar apps fetch the feed without a session: its URL's token is the key.
  app.route('/api/v1', publicCalendarFeedRoutes(db, config.baseUrl));
  // Signed-in routes and the landing page (a signed-in user gets the app's) read the session alike.
  const sessions = createSessionResolver(auth, db, config.authSecret);
  const signedIn = new OpenAPIHono<AppEnv>();
  signedIn.use(
    '*',
    requireUser(sessions, verifyAccessToken, {
      trustedOrigins: config.trustedOrigins,
      billingEnabled: billing !== null,
    }),
    requestTransaction(db),
    // An import's file is streamed to disk, never held whole: its key is fingerprinted without the body.
    // A new calendar feed's answer is its secret URL: never kept for a replay.
    idempotency(db, { streamed: [IMPORT_UPLOAD_PATH], secretAnswers: [CALENDAR_FEED_PATH] }),
  );
  signedIn.use('*', warmUpAfterWrites(jobs, config.ai));
  signedIn.route('/', profileRoutes(db, config.testFaults));
  signedIn.route('/', taskRoutes());
  signedIn.route('/', connectionRoutes());
  signedIn.route('/', entryRoutes());
  signedIn.route('/', attachmentRoutes(db, attachments, drainNow));
  signedIn.route('/', tagRoutes());
  signedIn.route('/', locationRoutes());
  signedIn.route('/', sourceRoutes());
  signedIn.route('/', calendarRoutes());
  signedIn.route('/', insightsRoutes());
  signedIn.route('/', calendarFeedRoutes(config.baseUrl));
  signedIn.route('/', searchRoutes());
  signedIn.route('/', favoriteRoutes());
  signedIn.route('/', groupRoutes());
  signedIn.route('/', billingRoutes(billing));
  signedIn.route('/', aiRoutes(engines.engine));
  signedIn.route('/', attachmentTranscriptRoutes(attachments.store, engines.engine));
  signedIn.route('/', digestRoutes(engines));
  signedIn.route('/', askRoutes(engines));
  signedIn.route('/', importRoutes(config.imports, jobs));
  signedIn.route('/', notificationRoutes(config, db, jobs));
  signedIn.route('/', todayRoutes());
  signedIn.route('/', exportRoutes(attachments.store));
  app.route('/api/v1', signedIn);
  app.all('/api/*', apiNotFound);

  mountWebApp(app, webDir ?? path.resolve('dist/web'), {
    billing: config.billing !== null,
    contactEmail: config.contactEmail,
    resolveSession: sessions.userIdOf,
  });
  return { app, auth };
}

export type AppType = ReturnType<typeof buildApp>['app'];
