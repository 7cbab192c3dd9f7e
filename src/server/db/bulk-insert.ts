import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/**
 * Inserts many rows in one statement bound to one parameter: the rows as a JSON array, spread
 * into the table's own row type by `json_populate_recordset`, so PostgreSQL types every value
 * as its column does. Drizzle's `insert().values()` binds one parameter per value and builds
 * that statement in JavaScript; for an import's batches (500 entries × 9 columns) building it
 * cost more than PostgreSQL's own work (docs/decisions/031-import-speed-and-streamed-json.md).
 *
 * Columns are the keys the rows give (in drizzle's names); a key missing from one row is NULL in
 * it, not the column's default, so give every row the same keys. `then` is appended as it is
 * (an `on conflict …` clause).
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  then?: SQL,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const values = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      // JSON columns take the value itself; others their driver form (a Date as ISO text).
      out[column.name] =
        value === undefined || value === null
          ? null
          : column.dataType === 'json'
            ? value
            : column.mapToDriverValue(value);
    }
    return out;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const { name, schema } = getTableConfig(table);
  const rowType = schema ? sql`${sql.identifier(schema)}.${sql.identifier(name)}` : sql.identifier(name);
  await tx.execute(
    sql`insert into ${table} (${names})
      select ${names} from json_populate_recordset(null::${rowType}, ${JSON.stringify(values)}::json)
      ${then ?? sql``}`,
  );
}
