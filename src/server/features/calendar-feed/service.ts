import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeed, NewCalendarFeed } from '../../../shared/schemas/calendar-feed.ts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { runAsUser } from '../../jobs/as-user.ts';
import { datedConnections, deleteFeed, feedOwner, findFeed, putFeed } from './queries.ts';

export const FEED_PATH = '/api/v1/calendar/important-dates.ics';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the actor's feed is on, and since when. */
export async function readFeed({ tx, actor }: ServiceContext): Promise<CalendarFeed> {
  const feed = await findFeed(tx, actor.userId);
  return { active: Boolean(feed), created_at: feed?.createdAt.toISOString() ?? null };
}

/** Turns the feed on with a new secret URL, replacing any earlier one (which stops working). */
export async function regenerateFeed(
  { tx, actor }: ServiceContext,
  baseUrl: string,
): Promise<NewCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const feed = await putFeed(tx, actor.userId, hashOf(token));
  return {
    url: `${baseUrl}${FEED_PATH}?token=${token}`,
    created_at: (feed?.createdAt ?? new Date()).toISOString(),
  };
}

/** Turns the feed off: its URL answers 404 from now on. */
export async function revokeFeed({ tx, actor }: ServiceContext): Promise<void> {
  await deleteFeed(tx, actor.userId);
}

/** The actor's important dates as an iCalendar file (the one-time download). */
export async function importantDatesIcs({ tx, actor }: ServiceContext, baseUrl: string): Promise<string> {
  // ical.js loads with the first feed asked for, not with every start.
  const { importantDatesCalendar } = await import('./ics.ts');
  return importantDatesCalendar(await datedConnections(tx, actor.userId), baseUrl);
}

/** The feed a token opens, read as its owner; null for a token that opens none. */
export async function feedByToken(db: Db, token: string, baseUrl: string): Promise<string | null> {
  const userId = await feedOwner(db, hashOf(token));
  if (!userId) return null;
  return runAsUser(db, userId, (ctx) => importantDatesIcs(ctx, baseUrl));
}
