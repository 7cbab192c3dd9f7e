import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../lib/errors.ts';
import { INVALID_PARAMETER_VALUE, sqlMessagesOf, sqlStateOf } from '../lib/sql-state.ts';

// Local days become instants in SQL, so a range over a timestamptz column stays index-friendly
// and daylight-saving days come out 23 or 25 hours long, as they are.

/** A value of these expressions, or the placeholder a prepared statement binds it to. */
type Value = string | Placeholder;

/** The instant `date` (YYYY-MM-DD) begins in `tz`. */
export const startOfLocalDay = (date: Value, tz: Value): SQL =>
  sql`((${date}::date)::timestamp at time zone ${tz})`;

/** The instant the day after `date` begins in `tz`: the exclusive end of `date`. */
export const endOfLocalDay = (date: Value, tz: Value): SQL =>
  sql`((${date}::date + 1)::timestamp at time zone ${tz})`;

/** The local day (YYYY-MM-DD) in `tz` on which `column` falls. */
export const localDayOf = (column: AnyColumn, tz: Value): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${tz}, 'YYYY-MM-DD')`;

/**
 * Runs `work`; a zone the runtime accepted but the database does not know (their zone tables can
 * differ by a release) answers 400 on `tz` rather than 500.
 */
export async function inTimeZone<T>(tz: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlStateOf(err) === INVALID_PARAMETER_VALUE && /time zone/i.test(sqlMessagesOf(err))) {
      throw badRequest(`Invalid query parameters: tz: the time zone ${tz} is not known`, {
        fields: [{ field: 'tz', message: 'is not a known time zone' }],
      });
    }
    throw err;
  }
}
