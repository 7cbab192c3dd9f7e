import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, verification } from '../db/schema/index.ts';

// Access tokens are stateless JWTs (15 minutes). To end them at once, each person has a "valid
// after" second: a token issued before it is refused, and a deleted account (no profile) has none.
// (docs/decisions/017-access-token-revocation.md)

/** Ends every access token of the user issued until now (sign-out, password change or reset). */
export async function revokeAccessTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ tokensValidAfter: sql`date_trunc('second', now())` })
    .where(eq(profiles.id, userId));
}

/** Whether a verified token (its `sub` and `iat` in seconds) still speaks for a live account. */
export async function accessTokenAccepted(db: Db, userId: string, issuedAt: number): Promise<boolean> {
  const [row] = await db
    .select({ validAfter: profiles.tokensValidAfter })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return false;
  // Strictly after: `iat` has whole seconds, so a token of the revoking second itself is refused too
  // (one asked for in the same second as a sign-out must be asked for again).
  return !row.validAfter || issuedAt > row.validAfter.getTime() / 1000;
}

/** Voids the user's password reset links: after a reset, and with the account. */
export async function voidResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')));
}
