import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { calendarFeeds, connections } from '../../db/schema/index.ts';

export const findFeed = async (tx: Tx, userId: string) =>
  (await tx.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)))[0];

/** Makes the feed or gives it a new token: the old URL stops working in the same statement. */
export const putFeed = async (tx: Tx, userId: string, tokenHash: string) =>
  (
    await tx
      .insert(calendarFeeds)
      .values({ userId, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
      .returning()
  )[0];

export const deleteFeed = (tx: Tx, userId: string) =>
  tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));

/**
 * Whose feed a token opens. Read as the app's own role, before any user is known (as the identity
 * library reads sessions); the unique index makes it one lookup.
 */
export const feedOwner = async (db: Db, tokenHash: string) =>
  (
    await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash))
  )[0]?.userId;

/** The connections' important dates (the connections feature's columns, read for the feed only). */
export const datedConnections = (tx: Tx, userId: string) =>
  tx
    .select({
      id: connections.id,
      name: connections.name,
      importantDates: connections.importantDates,
      updatedAt: connections.updatedAt,
    })
    .from(connections)
    .where(eq(connections.userId, userId))
    .orderBy(connections.name, connections.id);
