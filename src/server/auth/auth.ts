import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { jwt, twoFactor } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { withUser } from '../db/with-user.ts';
import { ensureProfile } from '../features/profile/service.ts';
import { seedEmotionTags } from '../features/tags/service.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../lib/mailer.ts';
import { noticeAfterEmailChange, requirePasswordForEmailChange } from './change-email-guard.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { noticeSignUpWithExistingAddress } from './identity-notices.ts';
import { revokeAccessTokens, voidResetTokens } from './queries.ts';
import { releaseBetterAuthStorages } from './released-storages.ts';
import { revokeOnPasswordChange, revokeOnSignOut } from './revocation-hooks.ts';
import { checkSignupAllowed } from './signup-gate.ts';

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
}

/** Access tokens for API clients and the developer test pages; short-lived by design. */
export const ACCESS_TOKEN_LIFETIME = '15m';

/** Better Auth, configured for Memento: email and password, 2FA, JWTs, database sessions and rate limits. */
export function createAuth({ config, db, logger, mailer }: AuthDeps) {
  const strictLimit = { window: 60, max: config.authRateLimit };
  const notices = { baseUrl: config.baseUrl, logger, mailer };
  releaseBetterAuthStorages();
  return betterAuth({
    appName: 'Memento',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    logger: {
      level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn',
      log: (level, message) => logger[level]({ source: 'auth' }, message),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Sign-up answers the same for a new address and a taken one (no session either way: the web
      // app signs in next), so it cannot be used to learn who has an account; the owner is told.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => noticeSignUpWithExistingAddress(notices, user.email),
      // The reset link used, the others die with it, and so do access tokens issued before.
      onPasswordReset: async ({ user }) => {
        await voidResetTokens(db, user.id);
        await revokeAccessTokens(db, user.id);
      },
      // Not awaited: a known address must answer as fast as an unknown one (which sends nothing).
      sendResetPassword: async ({ user, url }) => {
        void mailer({
          to: user.email,
          subject: 'Reset your Memento password',
          text: `Someone asked to reset the password of your Memento account.\n\nSet a new password: ${url}\n\nThe link works for one hour. If it was not you, ignore this message.`,
        }).catch((err) => logger.error({ err }, 'password reset mail could not be sent'));
      },
    },
    user: {
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      // The profile (and with it every access token) cascades; the pending reset links must go too.
      deleteUser: { enabled: true, afterDelete: async (user) => voidResetTokens(db, user.id) },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      // Every other identity route allows ten times the strict limit, at least 100 a minute, so a
      // busy tab is never cut off before a password guesser is.
      max: Math.max(100, config.authRateLimit * 10),
      customRules: {
        // Reading the session guesses nothing, and Better Auth's window only resets after a quiet
        // minute: a person loading a page every second or two was locked out after 100 loads.
        '/get-session': false,
        '/sign-in/email': strictLimit,
        '/sign-up/email': strictLimit,
        '/request-password-reset': strictLimit,
        '/two-factor/verify-totp': strictLimit,
        '/two-factor/verify-backup-code': strictLimit,
      },
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      // Set by our own server from the socket (or the trusted proxy), never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await revokeOnSignOut(db)(ctx);
        await requirePasswordForEmailChange(ctx);
        if (ctx.path !== '/sign-up/email') return;
        const refusal = await checkSignupAllowed(db, config.signupMode, ctx.body);
        if (refusal) throw new APIError('FORBIDDEN', refusal);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await revokeOnPasswordChange(db)(ctx);
        await noticeAfterEmailChange(notices)(ctx);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            // One unit of work: a new account has its profile and its emotion tags, or neither.
            await withUser(db, { userId: user.id }, async (ctx) => {
              await ensureProfile(ctx, { email: user.email, name: user.name });
              await seedEmotionTags(ctx);
            });
          },
        },
        update: {
          after: async (user) => {
            await withUser(db, { userId: user.id }, (ctx) =>
              ensureProfile(ctx, { email: user.email, name: user.name }),
            );
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer: 'Memento' }),
      jwt({
        // Tokens come from GET /api/auth/token when asked for; signing one on every session read is waste.
        disableSettingJwtHeader: true,
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          expirationTime: ACCESS_TOKEN_LIFETIME,
          definePayload: ({ user }) => ({ sub: user.id, role: 'authenticated', email: user.email }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
