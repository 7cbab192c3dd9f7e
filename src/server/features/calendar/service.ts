import type { Calendar, CalendarQuery } from '../../../shared/schemas/calendar.ts';
import type { Db } from '../../db/client.ts';
import { withUser } from '../../db/with-user.ts';
import type { Actor } from '../../lib/actor.ts';
import { inTimeZone } from './local-day.ts';
import { countEntriesByLocalDay } from './queries.ts';

/** How many entries fall on each local day of the range in the caller's time zone. */
export async function entryCalendar(
  db: Db,
  actor: Actor,
  { from, to, tz }: CalendarQuery,
): Promise<Calendar> {
  const days = await inTimeZone(tz, () =>
    withUser(db, actor.userId, (tx) => countEntriesByLocalDay(tx, actor.userId, from, to, tz)),
  );
  return { tz, days };
}
