import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/** A table of user-owned records: each row has an id and its owner's user_id. */
type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

/** The condition that picks the user's row with this id (row-level security holds too). */
export const ownRow = (table: OwnedTable, userId: string, id: string) =>
  and(eq(table.userId, userId), eq(table.id, id));

/** Deletes the user's row with this id; whether there was one. */
export async function deleteOwnRow(tx: Tx, table: OwnedTable, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(table)
    .where(ownRow(table, userId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
