import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { cadenceIntervals } from '../../../shared/schemas/keep-in-touch.ts';
import type { Tx } from '../../db/client.ts';
import { connections } from '../../db/schema/index.ts';
import { connectionSummaryColumns } from './summary-queries.ts';

const cadenceInterval = sql.join(
  [
    sql`case ${connections.keepInTouch}`,
    ...Object.entries(cadenceIntervals).map(
      ([cadence, interval]) => sql`when ${cadence} then ${interval}::interval`,
    ),
    sql`end`,
  ],
  sql` `,
);

/**
 * When keeping in touch with a connection is next due: its last contact (the newest linked entry,
 * kept by triggers), or when the cadence was set, plus the cadence; null without a cadence. Added in
 * UTC whatever the session's zone, as nextDueAt() in the shared schema does.
 */
export const nextDueSql: SQL<Date | null> =
  sql`(((coalesce(${connections.lastEntryAt}, ${connections.keepInTouchSince}) at time zone 'UTC') + ${cadenceInterval}) at time zone 'UTC')`.mapWith(
    connections.lastEntryAt,
  );

export interface LapsedRow {
  id: string;
  name: string;
  type: (typeof connections.$inferSelect)['type'];
  imageUrl: string | null;
  keepInTouch: (typeof connections.$inferSelect)['keepInTouch'];
  lastEntryAt: Date | null;
  nextDueAt: Date;
}

/** The user's connections whose cadence has lapsed at `now`, most overdue first. */
export function lapsedConnectionRows(tx: Tx, userId: string, now: Date, limit: number): Promise<LapsedRow[]> {
  return tx
    .select({
      ...connectionSummaryColumns,
      keepInTouch: connections.keepInTouch,
      lastEntryAt: connections.lastEntryAt,
      nextDueAt: sql<Date>`${nextDueSql}`.mapWith(connections.lastEntryAt),
    })
    .from(connections)
    .where(
      and(
        eq(connections.userId, userId),
        // Matches the partial index connections_user_keep_in_touch_idx.
        sql`${connections.keepInTouch} <> 'none'`,
        sql`${nextDueSql} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(nextDueSql), asc(connections.id))
    .limit(limit) as Promise<LapsedRow[]>;
}
