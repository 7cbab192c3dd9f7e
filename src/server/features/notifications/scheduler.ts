import type { KindSettings, NotificationKind } from '../../../shared/schemas/notifications.ts';
import { notificationKinds } from '../../../shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { zoneFormat } from '../../lib/zone-format.ts';
import { insertDispatch, profilesWithSettings } from './queries.ts';
import { effectiveKinds } from './service.ts';

/** Where the scheduler reads the time: the real clock, or a test's (never a wait). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A reminder later than this after its time is not sent that day (the server was down all along). */
export const LATE_LIMIT_MINUTES = 6 * 60;

export interface LocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** ISO weekday, 1 = Monday */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const localTimeParts: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The wall-clock date and time at `instant` in `timeZone` (daylight saving included). */
export function localTimeAt(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    zoneFormat(timeZone, localTimeParts)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays[parts.weekday as string] ?? 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * The kinds whose time has come on this local day (and is not yet past the late limit), at or after
 * `fromMinutes`: on the day an account was made, the minute it was made, since a reminder whose time
 * came before the account existed was never the person's to miss.
 */
export function dueKinds(kinds: KindSettings, local: LocalTime, fromMinutes = 0): NotificationKind[] {
  return notificationKinds.filter((kind) => {
    const setting = kinds[kind];
    if (!setting.enabled || setting.channels.length === 0) return false;
    // Important dates are checked every day; the others on their chosen weekdays.
    if (kind !== 'important_dates' && !setting.weekdays.includes(local.weekday)) return false;
    const [h, m] = setting.time.split(':').map(Number);
    const at = (h ?? 0) * 60 + (m ?? 0);
    return at >= fromMinutes && local.minutes >= at && local.minutes < at + LATE_LIMIT_MINUTES;
  });
}

export interface Dispatch {
  id: string;
  userId: string;
  kind: NotificationKind;
  localDate: string;
}

/** No local day lasts longer than 25 hours (the autumn clock change); 26 leaves a margin. */
const SAME_DAY_AT_MOST_MS = 26 * 3_600_000;

/**
 * One scheduler tick: for every person whose local time has reached a reminder's time, records a
 * dispatch for (person, kind, local day). The unique key makes the insert a no-op the second time,
 * whichever instance ticks, so each reminder is dispatched once. Returns the new dispatches; the
 * caller enqueues one delivery job each.
 */
export async function recordDueDispatches(db: Db, now: Date): Promise<Dispatch[]> {
  const people = await profilesWithSettings(db);
  const created: Dispatch[] = [];
  for (const person of people) {
    let zone = person.tz || 'UTC';
    let local: LocalTime;
    try {
      local = localTimeAt(now, zone);
    } catch {
      zone = 'UTC';
      local = localTimeAt(now, zone);
    }
    // Someone who signs up at 22:00 on a Sunday gets no weekly digest that evening, nor any other
    // reminder whose time that day came before their account. Only an account made in the last
    // 26 hours can share the local day (the longest is 25 hours): older ones skip the formatting.
    const madeAt = new Date(person.created_at);
    const made =
      now.getTime() - madeAt.getTime() < SAME_DAY_AT_MOST_MS ? localTimeAt(madeAt, zone) : undefined;
    const fromMinutes = made?.date === local.date ? made.minutes : 0;
    for (const kind of dueKinds(effectiveKinds(person.kinds ?? undefined), local, fromMinutes)) {
      const id = await insertDispatch(db, person.id, kind, local.date);
      if (id) created.push({ id, userId: person.id, kind, localDate: local.date });
    }
  }
  return created;
}
