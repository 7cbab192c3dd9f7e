import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';

/** The account behind a user id (identity tables are read as the connecting role, outside withUser). */
export async function findIdentity(db: Db, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  return row;
}
