import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { endOfLocalDay, localDayOf, startOfLocalDay } from '../../db/local-day.ts';
import { prepared } from '../../db/prepared.ts';
import { entries } from '../../db/schema/index.ts';

/**
 * Entries per local day in `tz` between two local days (both included), in date order: prepared
 * (db/prepared.ts), as every month the calendar shows reads it.
 */
export async function countEntriesByLocalDay(tx: Tx, userId: string, from: string, to: string, tz: string) {
  const statement = prepared(tx, 'memento_entries_by_local_day', (on) => {
    const zone = sql.placeholder('tz');
    return (
      on
        .select({ date: localDayOf(entries.occurredAt, zone), count: sql<number>`count(*)::int` })
        .from(entries)
        .where(
          and(
            eq(entries.userId, sql.placeholder('userId')),
            sql`${entries.occurredAt} >= ${startOfLocalDay(sql.placeholder('from'), zone)}`,
            sql`${entries.occurredAt} < ${endOfLocalDay(sql.placeholder('to'), zone)}`,
          ),
        )
        // By position: the day expression binds tz as its own parameter, so PostgreSQL could not
        // match a repeated expression in GROUP BY to the one in the select list.
        .groupBy(sql`1`)
        .orderBy(sql`1`)
    );
  });
  return statement.execute({ userId, from, to, tz });
}
