import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, user, waitlist } from '../db/schema/index.ts';

/** The account behind a user id (identity tables are read as the connecting role, outside withUser). */
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
