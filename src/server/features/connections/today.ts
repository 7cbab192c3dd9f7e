// What the connections feature gives Today and reminders (issue 17): the important dates coming up
// and the connections whose keep-in-touch cadence has lapsed, each in the actor's own time zone.
// Exported for other features (dashboard, reminders); they run in the caller's { tx, actor }.
// Today reads both as JSON columns of its own statement and presents them here.

import { localToday, nextOccurrence } from '../../../shared/important-dates.ts';
import type { ComingUpItem, ReachOutItem } from '../../../shared/schemas/today.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { profileTimeZone } from '../profile/service.ts';
import { type LapsedJson, lapsedConnectionRows } from './keep-in-touch-queries.ts';
import { type DatedConnectionJson, datedConnections } from './today-queries.ts';

export { lapsedJson } from './keep-in-touch-queries.ts';
export { datedConnectionsJson } from './today-queries.ts';
export type { DatedConnectionJson, LapsedJson };

/** How many linked entries each coming-up date recalls. */
export const MEMORIES_PER_DATE = 3;

/** How many lapsed connections are read at most (Today's Reach out counts them). */
export const LAPSED_LIMIT = 100;

const iso = (value: string) => new Date(value).toISOString();

/**
 * The important dates of `rows` from `today` through `days` days ahead (today is day 0), soonest
 * first. Dates without a year come round every year; Feb 29 comes round on Feb 28 in other years.
 */
export function comingUpFrom(rows: DatedConnectionJson[], today: string, days: number): ComingUpItem[] {
  const due = rows.flatMap((row) =>
    row.importantDates.flatMap((d) => {
      const next = nextOccurrence(d.date, today);
      return next && next.days <= days ? [{ row, date: d, next }] : [];
    }),
  );
  due.sort(
    (a, b) =>
      a.next.days - b.next.days ||
      a.row.name.localeCompare(b.row.name) ||
      a.date.label.localeCompare(b.date.label),
  );
  return due.map(({ row, date, next }) => ({
    connection: { id: row.id, name: row.name, type: row.type, image_url: row.imageUrl },
    label: date.label,
    date: date.date,
    on: next.date,
    in_days: next.days,
    years: next.years,
    entry_count: row.activityCount,
    last_together_at: row.lastEntryAt === null ? null : iso(row.lastEntryAt),
    memories: row.memories.map((e) => ({ id: e.id, title: e.title, occurred_at: iso(e.occurred_at) })),
  }));
}

/** Lapsed connections (lapsedJson's rows) as Reach out shows them at `now`. */
export const reachOutFrom = (rows: LapsedJson[], now: Date): ReachOutItem[] =>
  rows.map((r) => {
    const nextDueAt = new Date(r.nextDueAt);
    return {
      connection: { id: r.id, name: r.name, type: r.type, image_url: r.imageUrl },
      keep_in_touch: r.keepInTouch,
      last_contact_at: r.lastEntryAt === null ? null : iso(r.lastEntryAt),
      next_due_at: nextDueAt.toISOString(),
      overdue_days: Math.floor((now.getTime() - nextDueAt.getTime()) / 86_400_000),
    };
  });

/**
 * The important dates of the actor's connections from today through `days` days ahead, in their
 * time zone (comingUpFrom). Each carries the entries linked to the connection (count, the last
 * one's date, and the newest non-private ones).
 */
export async function upcomingImportantDates(
  ctx: ServiceContext,
  options: { days: number; now?: Date; timeZone?: string },
): Promise<ComingUpItem[]> {
  const timeZone = options.timeZone ?? (await profileTimeZone(ctx));
  const today = localToday(timeZone, options.now);
  const rows = await datedConnections(ctx.tx, ctx.actor.userId, today, options.days, MEMORIES_PER_DATE);
  return comingUpFrom(rows, today, options.days);
}

/** The actor's connections whose keep-in-touch cadence has lapsed at `now`, most overdue first. */
export async function lapsedConnections(
  { tx, actor }: ServiceContext,
  options: { now?: Date; limit?: number } = {},
): Promise<ReachOutItem[]> {
  const now = options.now ?? new Date();
  return reachOutFrom(await lapsedConnectionRows(tx, actor.userId, now, options.limit ?? LAPSED_LIMIT), now);
}
