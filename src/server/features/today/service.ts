import { localToday } from '../../../shared/important-dates.ts';
import { type OnThisDay, TODAY_LIMITS, type Today } from '../../../shared/schemas/today.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { attachmentsByEntry } from '../attachments/entry-attachments.ts';
import { lapsedConnections, upcomingImportantDates } from '../connections/today.ts';
import { profileTimeZone } from '../profile/service.ts';
import { earlierDays } from './on-this-day-days.ts';
import { entriesOnDays, oldestEntryYear } from './on-this-day-queries.ts';

/**
 * The actor's entries on `date`'s calendar day in every earlier year, newest first, each with how
 * many years ago it was and its first photo's thumbnail.
 */
export async function onThisDay(
  ctx: ServiceContext,
  options: { date: string; timeZone: string; limit: number },
): Promise<OnThisDay> {
  const { tx, actor } = ctx;
  const { date, timeZone: tz, limit } = options;
  const oldest = await oldestEntryYear(tx, actor.userId, tz);
  const days = oldest === null ? [] : earlierDays(date, oldest);
  const rows = await entriesOnDays(tx, actor.userId, tz, days, limit);
  const photos = await attachmentsByEntry(
    tx,
    actor.userId,
    rows.map((r) => r.id),
  );
  const year = Number(date.slice(0, 4));
  return {
    date,
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      excerpt: r.excerpt ?? '',
      occurred_at: new Date(r.occurred_at).toISOString(),
      years_ago: year - r.local_year,
      is_private: r.is_private,
      photo_url: photos(r.id).find((a) => a.kind === 'image')?.thumbnail_url ?? null,
    })),
  };
}

/** On this day for any day (default today) in the actor's time zone: the Show me more page. */
export async function onThisDayFor(
  ctx: ServiceContext,
  query: { date?: string; limit: number },
  now = new Date(),
): Promise<OnThisDay> {
  const timeZone = await profileTimeZone(ctx);
  const date = query.date ?? localToday(timeZone, now);
  return inTimeZone(timeZone, () => onThisDay(ctx, { date, timeZone, limit: query.limit }));
}

/** Today on the dashboard, in one request: On this day, Coming up and Reach out. */
export async function today(ctx: ServiceContext, now = new Date()): Promise<Today> {
  const timeZone = await profileTimeZone(ctx);
  const date = localToday(timeZone, now);
  const lapsed = await lapsedConnections(ctx, { now });
  return inTimeZone(timeZone, async () => ({
    date,
    time_zone: timeZone,
    on_this_day: await onThisDay(ctx, { date, timeZone, limit: TODAY_LIMITS.onThisDay }),
    coming_up: await upcomingImportantDates(ctx, { days: TODAY_LIMITS.comingUpDays, now, timeZone }),
    reach_out: lapsed.slice(0, TODAY_LIMITS.reachOut),
    reach_out_total: lapsed.length,
  }));
}
