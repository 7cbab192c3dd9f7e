import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { connections } from '../../db/schema/index.ts';
import { connectionSummaryColumns } from './summary-queries.ts';

/** The user's connections that have important dates, with what Coming up shows of each. */
export function connectionsWithDates(tx: Tx, userId: string) {
  return tx
    .select({
      ...connectionSummaryColumns,
      importantDates: connections.importantDates,
      activityCount: connections.activityCount,
      lastEntryAt: connections.lastEntryAt,
    })
    .from(connections)
    .where(and(eq(connections.userId, userId), sql`${connections.importantDates} <> '[]'::jsonb`));
}

export interface LinkedEntryRow {
  connection_id: string;
  id: string;
  title: string;
  occurred_at: Date | string;
}

/**
 * The `perConnection` newest non-private entries linked to each of `ids`: private entries stay out
 * because these go into reminders that leave the app (email, push).
 */
export async function latestSharedEntries(
  tx: Tx,
  userId: string,
  ids: string[],
  perConnection: number,
): Promise<LinkedEntryRow[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    select c.id as connection_id, e.id, e.title, e.occurred_at
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as c(id)
    cross join lateral (
      select e.id, e.title, e.occurred_at
      from entry_connections ec
      join entries e on e.id = ec.entry_id and e.user_id = ${userId}
      where ec.user_id = ${userId} and ec.connection_id = c.id and not e.is_private
      order by e.occurred_at desc, e.id desc
      limit ${perConnection}
    ) e
    order by c.id, e.occurred_at desc, e.id desc`);
  return rowsOf<LinkedEntryRow>(result);
}
