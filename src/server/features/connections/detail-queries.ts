import type { Tx } from '../../db/client.ts';
import { ownRow } from '../../db/own-row.ts';
import { connections } from '../../db/schema/index.ts';
import { type EntryJson, entryPageJson } from '../entries/page-json-queries.ts';
import { type ConnectionRow, connectionColumns, type MonthCounts, monthsJson } from './queries.ts';
import { nested, type RelatedJson, relatedIdsJson, relatedJson } from './relation-queries.ts';

/** The connection's row with what its detail page shows beside it, read by one statement. */
export type ConnectionDetailRow = ConnectionRow & {
  relatedIds: string[];
  related: RelatedJson[];
  months: MonthCounts;
  /** The newest entries linked to it, as entries' own read model carries them. */
  entries: EntryJson[];
};

/**
 * The connection with its related ids, related connections, a year of monthly counts and the
 * first page of its entries, as JSON columns of one statement: each a correlated lookup on the
 * link tables' user-first indexes, so the whole detail costs one round trip.
 */
export async function findConnectionDetail(
  tx: Tx,
  userId: string,
  id: string,
  view: { tz: string; entriesLimit: number },
): Promise<ConnectionDetailRow | undefined> {
  const { tz, entriesLimit } = view;
  const [row] = await tx
    .select({
      ...connectionColumns,
      relatedIds: nested(relatedIdsJson(userId)),
      related: nested(relatedJson(userId)),
      months: nested(monthsJson(userId, tz)),
      // Entries' read model (their SQL, their presenter): the same page as GET /entries?connection_id=.
      entries: nested(entryPageJson(tx, userId, { connectionId: id, tz }, entriesLimit)),
    })
    .from(connections)
    .where(ownRow(connections, userId, id));
  return row;
}
