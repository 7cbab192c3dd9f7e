import { type SQL, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';

/**
 * The person's time zone ('UTC' until one is synced, as profileTimeZone reads it), as an
 * expression for another feature's statement: Today counts local days in the same round trip.
 */
export const timeZoneSql = (userId: string): SQL<string> =>
  sql<string>`coalesce((select ${profiles.timeZone} from ${profiles} where ${profiles.id} = ${userId}), 'UTC')`;
