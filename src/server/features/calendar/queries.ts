import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { endOfLocalDay, localDayOf, startOfLocalDay } from '../../db/local-day.ts';
import { entries } from '../../db/schema/index.ts';

/** Entries per local day in `tz` between two local days (both included), in date order. */
export function countEntriesByLocalDay(tx: Tx, userId: string, from: string, to: string, tz: string) {
  return (
    tx
      .select({ date: localDayOf(entries.occurredAt, tz), count: sql<number>`count(*)::int` })
      .from(entries)
      .where(
        and(
          eq(entries.userId, userId),
          sql`${entries.occurredAt} >= ${startOfLocalDay(from, tz)}`,
          sql`${entries.occurredAt} < ${endOfLocalDay(to, tz)}`,
        ),
      )
      // By position: the day expression binds tz as its own parameter, so PostgreSQL could not
      // match a repeated expression in GROUP BY to the one in the select list.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}
