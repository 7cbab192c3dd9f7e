import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EarlierDay } from './on-this-day-days.ts';

export interface OnThisDayRow {
  id: string;
  title: string;
  type: string;
  excerpt: string;
  occurred_at: Date | string;
  is_private: boolean;
  local_year: number;
  total: number;
}

/** The year of the user's oldest entry in `tz`, or null for an empty journal. */
export async function oldestEntryYear(tx: Tx, userId: string, tz: string): Promise<number | null> {
  // min() over the (user_id, occurred_at) index reads one row.
  const [row] = rowsOf<{ year: number | null }>(
    await tx.execute(sql`
      select extract(year from min(occurred_at) at time zone ${tz})::int as year
      from entries where user_id = ${userId}`),
  );
  return row?.year ?? null;
}

/**
 * The user's entries on `days` (local days in `tz`), newest first, with how many there are in
 * all. One index range scan of entries_user_occurred_idx per day, bounded by instants computed
 * once (a branch per year): joined to a list of days instead, the planner read the whole journal,
 * since under row-level security a bound computed per joined row cannot steer an index scan (the
 * zone conversion is not leakproof).
 */
export async function entriesOnDays(
  tx: Tx,
  userId: string,
  tz: string,
  days: EarlierDay[],
  limit: number,
): Promise<OnThisDayRow[]> {
  if (days.length === 0) return [];
  const perDay = days.map(
    (d) => sql`select e.id, e.title, e.type, e.is_private, e.occurred_at, e.summary, e.content from entries e
      where e.user_id = ${userId}
        and e.occurred_at >= (${d.start}::date::timestamp at time zone ${tz})
        and e.occurred_at < (${d.end}::date::timestamp at time zone ${tz})`,
  );
  return rowsOf<OnThisDayRow>(
    await tx.execute(sql`
      select e.id, e.title, e.type, e.is_private, e.occurred_at,
        coalesce(nullif(e.summary, ''), left(e.content, 600)) as excerpt,
        extract(year from e.occurred_at at time zone ${tz})::int as local_year,
        count(*) over ()::int as total
      from (${sql.join(perDay, sql` union all `)}) e
      order by e.occurred_at desc, e.id desc
      limit ${limit}`),
  );
}
