// What the connections feature gives Today and reminders (issue 17): the important dates coming up
// and the connections whose keep-in-touch cadence has lapsed, each in the actor's own time zone.
// Exported for other features (dashboard, reminders); they run in the caller's { tx, actor }.

import { localToday, nextOccurrence } from '../../../shared/important-dates.ts';
import type { ComingUpItem, ReachOutItem } from '../../../shared/schemas/today.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { profileTimeZone } from '../profile/service.ts';
import { lapsedConnectionRows } from './keep-in-touch-queries.ts';
import { connectionsWithDates, type LinkedEntryRow, latestSharedEntries } from './today-queries.ts';

/** How many linked entries each coming-up date recalls. */
export const MEMORIES_PER_DATE = 3;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The important dates of the actor's connections from today through `days` days ahead (today is day
 * 0), in their time zone, soonest first. Dates without a year come round every year; Feb 29 comes
 * round on Feb 28 in other years. Each carries the entries linked to the connection (count, the
 * last one's date, and the newest non-private ones).
 */
export async function upcomingImportantDates(
  ctx: ServiceContext,
  options: { days: number; now?: Date; timeZone?: string },
): Promise<ComingUpItem[]> {
  const timeZone = options.timeZone ?? (await profileTimeZone(ctx));
  const today = localToday(timeZone, options.now);
  const rows = await connectionsWithDates(ctx.tx, ctx.actor.userId);
  const due = rows.flatMap((row) =>
    row.importantDates.flatMap((d) => {
      const next = nextOccurrence(d.date, today);
      return next && next.days <= options.days ? [{ row, date: d, next }] : [];
    }),
  );
  due.sort(
    (a, b) =>
      a.next.days - b.next.days ||
      a.row.name.localeCompare(b.row.name) ||
      a.date.label.localeCompare(b.date.label),
  );
  const ids = [...new Set(due.map((d) => d.row.id))];
  const memories = new Map<string, LinkedEntryRow[]>();
  for (const e of await latestSharedEntries(ctx.tx, ctx.actor.userId, ids, MEMORIES_PER_DATE))
    memories.set(e.connection_id, [...(memories.get(e.connection_id) ?? []), e]);
  return due.map(({ row, date, next }) => ({
    connection: { id: row.id, name: row.name, type: row.type, image_url: row.imageUrl },
    label: date.label,
    date: date.date,
    on: next.date,
    in_days: next.days,
    years: next.years,
    entry_count: row.activityCount,
    last_together_at: row.lastEntryAt?.toISOString() ?? null,
    memories: (memories.get(row.id) ?? []).map((e) => ({
      id: e.id,
      title: e.title,
      occurred_at: iso(e.occurred_at),
    })),
  }));
}

/** The actor's connections whose keep-in-touch cadence has lapsed at `now`, most overdue first. */
export async function lapsedConnections(
  { tx, actor }: ServiceContext,
  options: { now?: Date; limit?: number } = {},
): Promise<ReachOutItem[]> {
  const now = options.now ?? new Date();
  const rows = await lapsedConnectionRows(tx, actor.userId, now, options.limit ?? 100);
  return rows.map((r) => ({
    connection: { id: r.id, name: r.name, type: r.type, image_url: r.imageUrl },
    keep_in_touch: r.keepInTouch,
    last_contact_at: r.lastEntryAt?.toISOString() ?? null,
    next_due_at: r.nextDueAt.toISOString(),
    overdue_days: Math.floor((now.getTime() - r.nextDueAt.getTime()) / 86_400_000),
  }));
}
