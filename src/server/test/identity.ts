import { z } from 'zod';
import type { ApiClient } from './api-client.ts';
import { expectStatus, type TypedApi } from './typed-api.ts';

/*
 * Better Auth's identity routes (/api/auth/*) are not in the OpenAPI contract, so the typed client
 * cannot read them: tests read their answers through these schemas (with raw-answers.ts readAs).
 * The objects are loose: keys a schema does not name are kept, for tests that compare whole answers.
 */

const user = z.looseObject({ id: z.string(), email: z.string(), name: z.string() });

/** GET /api/auth/get-session: the session and its user, or null when signed out. */
export const sessionAnswer = z
  .looseObject({ user, session: z.looseObject({ token: z.string() }) })
  .nullable();

/** A sign-in or sign-up: the user, and the session token (null where sign-up opens no session). */
export const signedInAnswer = z.looseObject({ user, token: z.string().nullable() });

/** A sign-in of an account with two factors: no session yet, a request for the code instead. */
export const secondFactorAnswer = z.looseObject({ twoFactorRedirect: z.boolean() });

/** POST /api/auth/two-factor/enable: the authenticator's URI and the one-time backup codes. */
export const totpEnrolment = z.looseObject({ totpURI: z.string(), backupCodes: z.array(z.string()) });

/** GET /api/auth/token: a short-lived access token (JWT). */
export const tokenAnswer = z.looseObject({ token: z.string() });

/** GET /api/auth/jwks: the public keys that verify access tokens. */
export const keySetAnswer = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), crv: z.string().optional(), x: z.string().optional() })),
});

/** A refusal of an identity route: Better Auth's own error shape, not the /api/v1 one. */
export const identityError = z.looseObject({ code: z.string(), message: z.string() });

/** The signed-in person's email, as their profile shows it. */
export const profileEmail = async (api: TypedApi) =>
  (await expectStatus(api.GET('/api/v1/profile'), 200))?.email;

/** Signs `client` in with an email and password, as the sign-in form does; the raw answer. */
export const signIn = (client: ApiClient, email: string, password: string) =>
  client.post('/api/auth/sign-in/email', { email, password });
