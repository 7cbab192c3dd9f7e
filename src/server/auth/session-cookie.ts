import { createHmac, timingSafeEqual } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Auth } from './auth.ts';
import { findSession } from './queries.ts';

/**
 * The signed-in person behind a request's session cookie, in at most one round trip: the cookie's
 * signature is checked here (HMAC-SHA256 with the auth secret, the format Better Auth writes:
 * `token.base64(signature)`, URI-encoded) and the session is one indexed read. Better Auth's own
 * `getSession` costs two reads and about ten times the CPU per request.
 *
 * Revocation stays immediate: sign-out, "sign out everywhere", a password change or reset and the
 * account's deletion delete the session rows (the account's cascade), and every request reads the
 * row. Better Auth still does what writes: an expired session (deleted there) and the daily
 * refresh of `expires_at` go through `getSession` (at most once a day per session).
 */
export function createSessionResolver(auth: Auth, db: Db, secret: string): SessionReader {
  const contextReady = auth.$context;
  const expiresInMs = auth.options.session?.expiresIn ? auth.options.session.expiresIn * 1000 : 0;
  const updateAgeMs = auth.options.session?.updateAge ? auth.options.session.updateAge * 1000 : 0;
  // A session is good to use as it is until this long before it ends: then its refresh is due.
  const refreshDueMs = Math.max(0, expiresInMs - updateAgeMs);

  const verified = new SignedCookies(secret);

  async function tokenOf(headers: Headers): Promise<string | null> {
    const { authCookies } = await contextReady;
    return verified.valueOf(readCookie(headers.get('cookie'), authCookies.sessionToken.name));
  }

  return {
    tokenOf,
    async userIdOf(headers) {
      const token = await tokenOf(headers);
      if (!token) return null;
      const row = await findSession(db, token);
      if (!row) return null;
      if (row.expiresAt.getTime() - refreshDueMs > Date.now()) return row.userId;
      // Expired (Better Auth deletes it) or due for its refresh: Better Auth's path, which writes.
      const session = await auth.api.getSession({ headers });
      return session?.user.id ?? null;
    },
    freshSessionFrom: (token) =>
      `from sessions where token = ${pg.escapeLiteral(token)} and expires_at > now() + interval '${refreshDueMs} milliseconds'`,
  };
}

/** Who a session cookie names (see createSessionResolver). */
export interface SessionReader {
  /** The token of a session cookie whose signature is ours, or null; no database read. */
  tokenOf(headers: Headers): Promise<string | null>;
  /**
   * The user id behind the session cookie, or null: one indexed read, or Better Auth's path (which
   * writes) for a session expired or due for its refresh.
   */
  userIdOf(headers: Headers): Promise<string | null>;
  /**
   * The same read for a unit of work's first statement (db/with-user.ts `SessionLookup`): it
   * selects the token's `user_id` only while the session is good to use as it is; an expired one,
   * or one due for its refresh, selects nothing and goes to `userIdOf`.
   */
  freshSessionFrom(token: string): string;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** How many checked cookies are remembered: a few megabytes at most, far more than active sessions per instance. */
const REMEMBERED = 10_000;

/**
 * Signed cookies whose signature was found good, by their exact text. A signed-in person sends the
 * same cookie on every request, and the HMAC was a twentieth of a small read's CPU
 * (docs/decisions/040-per-request-cpu.md). Only good signatures are kept, so made-up cookies cannot
 * push real ones out; the oldest go first past the bound. Remembering a signature changes nothing
 * of revocation: the session row is still read on every request.
 */
class SignedCookies {
  private readonly good = new Map<string, string>();

  constructor(private readonly secret: string) {}

  valueOf(raw: string | undefined): string | null {
    if (!raw) return null;
    const known = this.good.get(raw);
    if (known !== undefined) return known;
    const value = signedValue(raw, this.secret);
    if (value === null) return null;
    if (this.good.size >= REMEMBERED) this.good.delete(this.good.keys().next().value as string);
    this.good.set(raw, value);
    return value;
  }
}

/** The value of a signed cookie when its signature is ours, else null. */
function signedValue(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const value = decoded.slice(0, dot);
  // Compared as the text Better Auth writes (standard base64, padded): decoding first would let
  // anything after the padding through, where Better Auth's own check refuses it.
  const given = Buffer.from(decoded.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
