import type { OnThisDay, Today } from '../../../shared/schemas/today.ts';
import { TODAY_LIMITS } from '../../../shared/schemas/today.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { presentAttachmentsJson } from '../attachments/entry-attachments.ts';
import { comingUpFrom, LAPSED_LIMIT, MEMORIES_PER_DATE, reachOutFrom } from '../connections/today.ts';
import { type OnThisDayRow, readOnThisDay, readToday } from './on-this-day-queries.ts';

/** The zone a 400 names when the database does not know the profile's (read in the same statement). */
const PROFILE_ZONE = 'of the profile';

/**
 * On this day as read (OnThisDayRow): each entry with how many years ago it was and its first
 * photo's thumbnail.
 */
function presentOnThisDay({ date, onThisDay }: OnThisDayRow): OnThisDay {
  const year = Number(date.slice(0, 4));
  return {
    date,
    total: onThisDay.total,
    items: onThisDay.items.map((r) => ({
      id: r.id,
      title: r.title,
      type: r.type,
      excerpt: r.excerpt ?? '',
      occurred_at: new Date(r.occurredAt).toISOString(),
      years_ago: year - r.localYear,
      is_private: r.isPrivate,
      photo_url: presentAttachmentsJson(r.attachments).find((a) => a.kind === 'image')?.thumbnail_url ?? null,
    })),
  };
}

/**
 * The actor's entries on a calendar day (default today) in every earlier year, in their time zone,
 * newest first: the Show me more page.
 */
export async function onThisDayFor(
  { tx, actor }: ServiceContext,
  query: { date?: string; limit: number },
  now = new Date(),
): Promise<OnThisDay> {
  const row = await inTimeZone(PROFILE_ZONE, () =>
    readOnThisDay(tx, actor.userId, { now, date: query.date, limit: query.limit }),
  );
  return presentOnThisDay(row);
}

/** Today on the dashboard, in one request and one statement: On this day, Coming up and Reach out. */
export async function today({ tx, actor }: ServiceContext, now = new Date()): Promise<Today> {
  const row = await inTimeZone(PROFILE_ZONE, () =>
    readToday(tx, actor.userId, {
      now,
      onThisDay: TODAY_LIMITS.onThisDay,
      lapsed: LAPSED_LIMIT,
      comingUpDays: TODAY_LIMITS.comingUpDays,
      memories: MEMORIES_PER_DATE,
    }),
  );
  const lapsed = reachOutFrom(row.reachOut, now);
  return {
    date: row.date,
    time_zone: row.timeZone,
    on_this_day: presentOnThisDay(row),
    coming_up: comingUpFrom(row.comingUp, row.date, TODAY_LIMITS.comingUpDays),
    reach_out: lapsed.slice(0, TODAY_LIMITS.reachOut),
    reach_out_total: lapsed.length,
  };
}
