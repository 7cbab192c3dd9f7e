import { jwtClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** Better Auth's browser client, talking to our own server at /api/auth (token() is the JWT for API clients). */
export const authClient = createAuthClient({ plugins: [twoFactorClient(), jwtClient()] });
