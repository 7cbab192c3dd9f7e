import { type SQL, sql } from 'drizzle-orm';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import { endOfLocalDay, startOfLocalDay } from '../../db/local-day.ts';

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

/**
 * The local start of the entry's week (weeks start on Sunday) or month: a value to group by, to
 * format (to_char … 'YYYY-MM-DD') once per bucket rather than once per entry.
 */
export function bucketOf(bucket: InsightBucket, tz: string): SQL {
  const local = localTime(tz);
  return bucket === 'week'
    ? sql`(${local}::date - date_part('dow', ${local})::int)`
    : sql`date_trunc('month', ${local})`;
}
