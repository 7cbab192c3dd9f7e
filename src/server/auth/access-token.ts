import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';

type KeySet = ReturnType<typeof createLocalJWKSet>;

/**
 * Verifies the JWTs of /api/auth/token against our own published keys. The key set is cached
 * briefly and reloaded when a token names a key it does not know (after a rotation, or when
 * another instance created the first key).
 */
export function createAccessTokenVerifier(
  loadJwks: () => Promise<JSONWebKeySet>,
  issuer: string,
  /** Whether the account still accepts a token issued at `iat` (it may be deleted, or signed out since). */
  accepted: (userId: string, issuedAt: number) => Promise<boolean>,
) {
  let cached: { keys: KeySet; kids: Set<string>; at: number } | undefined;
  const MAX_AGE_MS = 5 * 60 * 1000;

  async function keySet(kid: string | undefined): Promise<KeySet> {
    const stale =
      !cached || Date.now() - cached.at > MAX_AGE_MS || (kid !== undefined && !cached.kids.has(kid));
    if (stale) {
      const jwks = await loadJwks();
      cached = {
        keys: createLocalJWKSet(jwks),
        kids: new Set(jwks.keys.map((k) => k.kid).filter((k): k is string => !!k)),
        at: Date.now(),
      };
    }
    return (cached as NonNullable<typeof cached>).keys;
  }

  /** The user id (`sub`) of a valid token with role `authenticated`, or null. */
  return async function verify(token: string): Promise<string | null> {
    try {
      const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
        kid?: string;
      };
      const { payload } = await jwtVerify(token, await keySet(header.kid), { issuer, audience: issuer });
      if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') return null;
      if (typeof payload.iat !== 'number' || !(await accepted(payload.sub, payload.iat))) return null;
      return payload.sub;
    } catch {
      return null;
    }
  };
}
