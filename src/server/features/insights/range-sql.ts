import { type SQL, sql } from 'drizzle-orm';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import { endOfLocalDay, startOfLocalDay } from '../calendar/local-day.ts';

/** The local days from..to (both included) of one user in one time zone. */
export interface LocalRange {
  userId: string;
  from: string;
  to: string;
  tz: string;
}

/** `e.occurred_at` within the range: instants on both sides, so the (user_id, occurred_at) index serves it. */
export const inRange = ({ userId, from, to, tz }: LocalRange): SQL =>
  sql`e.user_id = ${userId} and e.occurred_at >= ${startOfLocalDay(from, tz)} and e.occurred_at < ${endOfLocalDay(to, tz)}`;

/** The local wall-clock time of `e.occurred_at`. */
export const localTime = (tz: string): SQL => sql`(e.occurred_at at time zone ${tz})`;

/** The first local day of the entry's week (weeks start on Sunday) or month, as YYYY-MM-DD. */
export function bucketStart(bucket: InsightBucket, tz: string): SQL<string> {
  const local = localTime(tz);
  return bucket === 'week'
    ? sql<string>`to_char(${local}::date - extract(dow from ${local})::int, 'YYYY-MM-DD')`
    : sql<string>`to_char(date_trunc('month', ${local}), 'YYYY-MM-DD')`;
}
