import { and, desc, eq, getTableColumns, lt, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { PageCursor } from '../lib/cursor.ts';
import type { Tx } from './client.ts';

/** A table of user-owned records: each row has an id and its owner's user_id. */
type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** The condition that picks the user's row with this id (row-level security holds too); values or a prepared statement's placeholders. */
export const ownRow = (table: OwnedTable, userId: string | Placeholder, id: string | Placeholder) =>
  and(eq(table.userId, userId), eq(table.id, id));

/** A table whose rows say when they last changed. */
type TouchedTable = OwnedTable & { updatedAt: AnyPgColumn };

/**
 * Inserts one row of `table` and reads back `columns` (all by default). An insert returns its row, so a missing one
 * is a bug, said with the table's `name` (never the values: they may be what a user wrote).
 */
export async function insertOneRow<T extends PgTable, Row = T['$inferSelect']>(
  tx: Tx,
  table: T,
  name: string,
  values: T['$inferInsert'],
  columns: SelectedFieldsFlat = getTableColumns(table),
): Promise<Row> {
  const [row] = await tx.insert(table).values(values).returning(columns);
  if (!row) throw new Error(`${name} insert returned no row`);
  return row as Row;
}

/** Sets `fields` on the user's row with this id and touches `updated_at`; `columns` of it after, if it was theirs. */
export async function updateOwnRow<T extends TouchedTable, Row>(
  tx: Tx,
  table: T,
  userId: string,
  id: string,
  fields: Partial<T['$inferInsert']>,
  columns: SelectedFieldsFlat,
): Promise<Row | undefined> {
  const [row] = await tx
    .update(table as PgTable)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownRow(table, userId, id))
    .returning(columns);
  return row as Row | undefined;
}

/** Deletes the user's row with this id; whether there was one. */
export async function deleteOwnRow(tx: Tx, table: OwnedTable, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(table)
    .where(ownRow(table, userId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** The user's row of `table` with this id, if there is one. */
export async function findOwnRow<T extends OwnedTable>(
  tx: Tx,
  table: T,
  userId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(ownRow(table, userId, id));
  return row as T['$inferSelect'] | undefined;
}

/**
 * One page of the user's rows of `table`, newest first by `at` (then by id): `limit` rows below
 * `after`, the last row of the page before.
 */
export function newestOwnRows<T extends OwnedTable>(
  tx: Tx,
  table: T,
  at: AnyPgColumn,
  userId: string,
  limit: number,
  after?: PageCursor,
): Promise<T['$inferSelect'][]> {
  const below = after ? or(lt(at, after.at), and(eq(at, after.at), lt(table.id, after.id))) : undefined;
  return tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), below))
    .orderBy(desc(at), desc(table.id))
    .limit(limit) as Promise<T['$inferSelect'][]>;
}
