import { type SQL, sql } from 'drizzle-orm';
import { cadenceIntervals } from '../../../shared/schemas/keep-in-touch.ts';
import type { Tx } from '../../db/client.ts';
import { selectJson } from '../../db/rows.ts';
import { connections } from '../../db/schema/index.ts';

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

/** A lapsed connection as Reach out reads it: times as JSON text. */
export interface LapsedJson {
  id: string;
  name: string;
  type: (typeof connections.$inferSelect)['type'];
  imageUrl: string | null;
  keepInTouch: (typeof connections.$inferSelect)['keepInTouch'];
  lastEntryAt: string | null;
  nextDueAt: string;
}

/**
 * The user's connections whose cadence has lapsed at `now`, most overdue first, as one JSON array:
 * a column for Today's statement, or read alone (lapsedConnectionRows).
 */
export const lapsedJson = (userId: string, now: Date, limit: number): SQL<LapsedJson[]> => sql`coalesce((
    select json_agg(json_build_object('id', l.id, 'name', l.name, 'type', l.type, 'imageUrl', l.image_url,
      'keepInTouch', l.keep_in_touch, 'lastEntryAt', l.last_entry_at, 'nextDueAt', l.next_due)
      order by l.next_due, l.id)
    from (
      select ${connections.id} as id, ${connections.name} as name, ${connections.type} as type,
        ${connections.imageUrl} as image_url, ${connections.keepInTouch} as keep_in_touch,
        ${connections.lastEntryAt} as last_entry_at, ${nextDueSql} as next_due
      from ${connections}
      where ${connections.userId} = ${userId}
        -- Matches the partial index connections_user_keep_in_touch_idx.
        and ${connections.keepInTouch} <> 'none'
        and ${nextDueSql} <= ${now.toISOString()}::timestamptz
      order by ${nextDueSql}, ${connections.id}
      limit ${limit}) l), '[]'::json)`;

/** The user's connections whose cadence has lapsed at `now` (lapsedJson), in one statement. */
export async function lapsedConnectionRows(
  tx: Tx,
  userId: string,
  now: Date,
  limit: number,
): Promise<LapsedJson[]> {
  return (await selectJson(tx, lapsedJson(userId, now, limit))) ?? [];
}
