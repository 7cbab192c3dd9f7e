import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type AttachmentJson, attachmentsJsonOf } from '../attachments/entry-attachments.ts';
import {
  type DatedConnectionJson,
  datedConnectionsJson,
  type LapsedJson,
  lapsedJson,
} from '../connections/today.ts';
import { timeZoneSql } from '../profile/time-zone-queries.ts';

/** An entry of On this day as the JSON column carries it: times as text, with its files. */
export interface OnThisDayJson {
  id: string;
  title: string;
  type: string;
  excerpt: string | null;
  occurredAt: string;
  isPrivate: boolean;
  localYear: number;
  attachments: AttachmentJson[];
}

const isLeap = (year: SQL) => sql`(${year} % 4 = 0 and (${year} % 100 <> 0 or ${year} % 400 = 0))`;

/**
 * The same calendar day as `day` (an SQL date) in each year from the user's oldest entry's to the
 * year before `day`'s, as instants [lo, hi) in `tz`. Feb 29 only exists in leap years; on Feb 28
 * of a common year, an earlier leap year's Feb 29 comes along (it would otherwise never show).
 * Fenced by OFFSET 0: kept a relation of its own, the entries' range is compared with plain
 * columns; inlined, the zone conversion (not leakproof) would stop row-level security from letting
 * the range steer an index scan, and the whole journal would be read.
 */
const earlierDays = (userId: string, tz: SQL, day: SQL) => sql`
  select (make_date(g.year, t.m, t.d)::timestamp at time zone ${tz}) as lo,
    ((make_date(g.year, t.m, t.d)
      + case when t.m = 2 and t.d = 28 and not ${isLeap(sql`t.y`)} and ${isLeap(sql`g.year`)} then 2 else 1 end
    )::timestamp at time zone ${tz}) as hi
  from (select extract(year from ${day})::int as y, extract(month from ${day})::int as m,
      extract(day from ${day})::int as d) t
  cross join generate_series(t.y - 1,
    (select extract(year from min(o.occurred_at) at time zone ${tz})::int from entries o where o.user_id = ${userId}),
    -1) as g(year)
  where not (t.m = 2 and t.d = 29 and not ${isLeap(sql`g.year`)})
  offset 0`;

/**
 * The user's entries on `day`'s calendar day in earlier years (local days in `tz`), newest first,
 * at most `limit`, with how many there are in all and each one's files: one JSON object, a column
 * of the caller's statement. One index range scan of entries_user_occurred_idx per year.
 */
const onThisDayJson = (userId: string, tz: SQL, day: SQL, limit: number) => sql`(
  select json_build_object('total', coalesce(max(hit.total), 0), 'items', coalesce(json_agg(json_build_object(
      'id', hit.id, 'title', hit.title, 'type', hit.type, 'excerpt', hit.excerpt,
      'occurredAt', hit.occurred_at, 'isPrivate', hit.is_private, 'localYear', hit.local_year,
      'attachments', ${attachmentsJsonOf(userId, sql`hit.id`)})
    order by hit.occurred_at desc, hit.id desc), '[]'::json))
  from (
    select e.id, e.title, e.type, e.is_private, e.occurred_at,
      coalesce(nullif(e.summary, ''), left(e.content, 600)) as excerpt,
      extract(year from e.occurred_at at time zone ${tz})::int as local_year,
      count(*) over ()::int as total
    from (${earlierDays(userId, tz, day)}) as days
    cross join lateral (
      select * from entries e
      where e.user_id = ${userId} and e.occurred_at >= days.lo and e.occurred_at < days.hi
      offset 0) e
    order by e.occurred_at desc, e.id desc
    limit ${limit}) hit)`;

/**
 * The person's time zone and the local day (`date`, or today at `now` there), as the one-row
 * relation `z` (tz, day) the blocks below count days from: fenced, so the zone is read once.
 */
const localDay = (userId: string, now: Date, date?: string) => sql`(
  select zone.tz, ${date ? sql`${date}::date` : sql`(${now.toISOString()}::timestamptz at time zone zone.tz)::date`} as day
  from (select ${timeZoneSql(userId)} as tz offset 0) zone offset 0) z`;

export interface OnThisDayRow {
  timeZone: string;
  date: string;
  onThisDay: { total: number; items: OnThisDayJson[] };
}

/** On this day for `date` (default today at `now`) in the user's time zone, in one statement. */
export async function readOnThisDay(
  tx: Tx,
  userId: string,
  options: { now: Date; date?: string; limit: number },
): Promise<OnThisDayRow> {
  const [row] = rowsOf<OnThisDayRow>(
    await tx.execute(sql`
      select z.tz as "timeZone", to_char(z.day, 'YYYY-MM-DD') as date,
        ${onThisDayJson(userId, sql`z.tz`, sql`z.day`, options.limit)} as "onThisDay"
      from ${localDay(userId, options.now, options.date)}`),
  );
  return row as OnThisDayRow;
}

export interface TodayRow extends OnThisDayRow {
  reachOut: LapsedJson[];
  comingUp: DatedConnectionJson[];
}

/**
 * Today's three blocks in one statement: the time zone, On this day, the lapsed connections and
 * the connections with important dates (with memories where a date is near), each a JSON column
 * its owner defines.
 */
export async function readToday(
  tx: Tx,
  userId: string,
  options: { now: Date; onThisDay: number; lapsed: number; comingUpDays: number; memories: number },
): Promise<TodayRow> {
  const { now } = options;
  const [row] = rowsOf<TodayRow>(
    await tx.execute(sql`
      select z.tz as "timeZone", to_char(z.day, 'YYYY-MM-DD') as date,
        ${onThisDayJson(userId, sql`z.tz`, sql`z.day`, options.onThisDay)} as "onThisDay",
        ${lapsedJson(userId, now, options.lapsed)} as "reachOut",
        ${datedConnectionsJson(userId, sql`z.day`, options.comingUpDays, options.memories)} as "comingUp"
      from ${localDay(userId, now)}`),
  );
  return row as TodayRow;
}
