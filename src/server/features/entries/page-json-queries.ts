import { and, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import {
  type EntryFilter,
  type EntryWithRelations,
  entryColumns,
  filterConditions,
  relationColumns,
} from './queries.ts';

// A page of entries as one JSON column, for another feature's read that shows a page beside its
// own record (a connection's detail) without a round trip of its own: what that feature imports
// of entries' SQL, with entries/service.ts: entryPageFromJson to present it.

/** An entry as the JSON column carries it: every field under its row key, times as text. */
export type EntryJson = Record<keyof EntryWithRelations, unknown>;

/** Every column and relation of the entry under its row key (json_build_object takes 100 arguments: ~50 fields). */
const entryObject = (userId: string) =>
  sql`json_build_object(${sql.join(
    Object.entries({ ...entryColumns, ...relationColumns(userId) }).flatMap(([key, field]) => [
      sql.raw(`'${key}'`),
      sql`${field}`,
    ]),
    sql`, `,
  )})`;

/**
 * The first page of `limit` entries matching `filter`, newest occurred_at first, as a JSON array:
 * the same rows, order and relations as listEntries reads, as a column of the caller's statement.
 * It holds one entry more than the page when another page follows (entryPageFromJson cuts it).
 */
export function entryPageJson(tx: Tx, userId: string, filter: EntryFilter, limit: number): SQL<EntryJson[]> {
  return sql<EntryJson[]>`coalesce((select json_agg(page.entry order by page.at desc, page.id desc) from (
      select ${entryObject(userId)} as entry, ${entries.occurredAt} as at, ${entries.id} as id
      from ${entries}
      where ${and(...filterConditions(tx, userId, filter))}
      order by ${entries.occurredAt} desc, ${entries.id} desc
      limit ${limit + 1}) page), '[]'::json)`;
}

/** The row an entry's JSON stands for: each column read back as the driver's value would be. */
export function entryRowFromJson(json: EntryJson): EntryWithRelations {
  const row: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(entryColumns)) {
    const value = json[key as keyof EntryJson];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  // Every column was mapped above; the relations are JSON already.
  return row as unknown as EntryWithRelations;
}
