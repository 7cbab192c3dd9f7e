import type { Db } from '../db/client.ts';
import { findTokensValidAfter } from './queries.ts';

// Access tokens are stateless JWTs (15 minutes). To end them at once, each person has a "valid
// after" second: a token issued before it is refused, and a deleted account (no profile) has none.
// (docs/decisions/017-access-token-revocation.md)

/** Whether a verified token (its `sub` and `iat` in seconds) still speaks for a live account. */
export async function accessTokenAccepted(db: Db, userId: string, issuedAt: number): Promise<boolean> {
  const row = await findTokensValidAfter(db, userId);
  if (!row) return false;
  // Strictly after: `iat` has whole seconds, so a token of the revoking second itself is refused too
  // (one asked for in the same second as a sign-out must be asked for again).
  return !row.validAfter || issuedAt > row.validAfter.getTime() / 1000;
}
