import type { Calendar, CalendarQuery } from '../../../shared/schemas/calendar.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { countEntriesByLocalDay } from './queries.ts';

/** How many entries fall on each local day of the range in the caller's time zone. */
export async function entryCalendar(
  { tx, actor }: ServiceContext,
  { from, to, tz }: CalendarQuery,
): Promise<Calendar> {
  const days = await inTimeZone(tz, () => countEntriesByLocalDay(tx, actor.userId, from, to, tz));
  return { tz, days };
}
