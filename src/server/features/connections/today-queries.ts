import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { selectJson } from '../../db/rows.ts';
import { connections } from '../../db/schema/index.ts';

/** A connection with an important date soon as Coming up reads it: times as JSON text. */
export interface DatedConnectionJson {
  id: string;
  name: string;
  type: 'person' | 'idea' | 'institution';
  imageUrl: string | null;
  importantDates: { label: string; date: string }[];
  activityCount: number;
  lastEntryAt: string | null;
  /** Its newest non-private linked entries. */
  memories: { id: string; title: string; occurred_at: string }[];
}

/** Day of the year in a leap year (2000) of a month and a day: Feb 29 has a number of its own. */
const dayOfLeapYear = (month: SQL, day: SQL) =>
  sql`((array[0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335])[${month}] + ${day})`;

/**
 * Whether one of the connection's dates comes round within `days` days of `today` (a date): a
 * cheap superset of what nextOccurrence() keeps, counted on a leap year's calendar (at most a day
 * more than the real distance, hence the day of slack), so only connections that may be shown
 * are read with their memories. A date that is neither 'YYYY-MM-DD' nor '--MM-DD' is never due.
 */
const dateSoon = (today: SQL, days: number) => sql`exists (
  select 1 from jsonb_array_elements(${connections.importantDates}) as d(item)
  where case when d.item->>'date' ~ '^(\\d{4}|-)-\\d\\d-\\d\\d$' then
    (${dayOfLeapYear(sql`substr(d.item->>'date', length(d.item->>'date') - 4, 2)::int`, sql`right(d.item->>'date', 2)::int`)}
      - ${dayOfLeapYear(sql`extract(month from ${today})::int`, sql`extract(day from ${today})::int`)} + 366) % 366
      <= ${days + 1}
  end)`;

/**
 * The `perConnection` newest non-private entries linked to the connection of the enclosing row,
 * newest first: private entries stay out because these go into reminders that leave the app
 * (email, push).
 */
const memoriesJson = (userId: string, perConnection: number) => sql`coalesce((
    select json_agg(json_build_object('id', m.id, 'title', m.title, 'occurred_at', m.occurred_at)
      order by m.occurred_at desc, m.id desc)
    from (
      select e.id, e.title, e.occurred_at
      from entry_connections ec
      join entries e on e.id = ec.entry_id and e.user_id = ${userId}
      where ec.user_id = ${userId} and ec.connection_id = ${connections.id} and not e.is_private
      order by e.occurred_at desc, e.id desc
      limit ${perConnection}) m), '[]'::json)`;

/**
 * The user's connections with an important date within about `days` days of `today` (an SQL
 * date), with what Coming up shows of each, as one JSON array: a column for Today's statement, or
 * read alone (datedConnections). The presenter keeps the dates that are due.
 */
export const datedConnectionsJson = (
  userId: string,
  today: SQL,
  days: number,
  perConnection: number,
): SQL<DatedConnectionJson[]> => sql`coalesce((
    select json_agg(json_build_object('id', ${connections.id}, 'name', ${connections.name},
      'type', ${connections.type}, 'imageUrl', ${connections.imageUrl},
      'importantDates', ${connections.importantDates}, 'activityCount', ${connections.activityCount},
      'lastEntryAt', ${connections.lastEntryAt}, 'memories', ${memoriesJson(userId, perConnection)}))
    from ${connections}
    where ${connections.userId} = ${userId} and ${connections.importantDates} <> '[]'::jsonb
      and ${dateSoon(today, days)}), '[]'::json)`;

/** The user's connections with an important date soon (datedConnectionsJson), in one statement. */
export async function datedConnections(
  tx: Tx,
  userId: string,
  today: string,
  days: number,
  perConnection: number,
): Promise<DatedConnectionJson[]> {
  return (await selectJson(tx, datedConnectionsJson(userId, sql`${today}::date`, days, perConnection))) ?? [];
}
