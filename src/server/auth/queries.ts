import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { profiles, session, user, verification, waitlist } from '../db/schema/index.ts';

// Identity tables are read and written as the connecting role, outside withUser: they are
// Better Auth's and the operator's, not a person's rows under row-level security.

/** The session a cookie's token names: its person and when it ends (one indexed read, prepared: every signed-in request asks it). */
export async function findSession(db: Db, token: string) {
  const lookup = prepared(db, 'memento_session_by_token', (on) =>
    on
      .select({ userId: session.userId, expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, sql.placeholder('token'))),
  );
  const [row] = await lookup.execute({ token });
  return row;
}

/** The account behind a user id. */
export async function findIdentity(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  return row;
}

/** Operator: every account, oldest first, with its plan. */
export function listAccounts(db: Db) {
  return db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      plan: profiles.plan,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .orderBy(asc(user.createdAt));
}

/** Operator: lets a waitlisted address sign up. Returns false when the address never asked. */
export async function approveWaitlisted(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(waitlist)
    .set({ approvedAt: new Date() })
    .where(eq(waitlist.email, email.trim().toLowerCase()))
    .returning({ email: waitlist.email });
  return rows.length > 0;
}

/** Operator: the addresses still waiting, oldest first. */
export function listWaitlist(db: Db) {
  return db.select().from(waitlist).where(isNull(waitlist.approvedAt)).orderBy(asc(waitlist.createdAt));
}

/** A waitlist row by its (normalised) address. */
export async function findWaitlisted(db: Db, address: string) {
  const [row] = await db.select().from(waitlist).where(eq(waitlist.email, address));
  return row;
}

/** Puts an address on the waitlist; asking twice keeps the first request. */
export async function addToWaitlist(db: Db, address: string, name: string | null): Promise<void> {
  await db.insert(waitlist).values({ email: address, name }).onConflictDoNothing();
}

/** Ends every access token of the user issued until now (sign-out, password change or reset). */
export async function revokeAccessTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ tokensValidAfter: sql`date_trunc('second', now())` })
    .where(eq(profiles.id, userId));
}

/** The second after which the user's access tokens count; undefined when the account is gone. */
export async function findTokensValidAfter(db: Db, userId: string) {
  const [row] = await db
    .select({ validAfter: profiles.tokensValidAfter })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** Voids the user's password reset links: after a reset, and with the account. */
export async function voidResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')));
}
