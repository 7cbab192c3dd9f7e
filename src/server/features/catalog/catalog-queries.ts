import { and, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, updateOwnRow } from '../../db/own-row.ts';

/** A catalog table: short user-owned lists entries point at (tags, locations, sources). */
type CatalogTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; updatedAt: AnyPgColumn };

export interface CatalogTableConfig<Table extends CatalogTable> {
  table: Table;
  /** The column `q` narrows on. */
  text: AnyPgColumn;
  /** Where entries link to a record: the table and its column holding the record's id (counted). */
  links: { table: PgTable & { userId: AnyPgColumn }; column: AnyPgColumn };
  /** The list's order. */
  order: SQL[];
}

/** `text ILIKE %q%` with q's own wildcards taken literally. */
const containing = (column: AnyPgColumn, q: string) => ilike(column, `%${q.replace(/[\\%_]/g, '\\$&')}%`);

/**
 * The queries every catalog table shares: its records with how many entries use each, narrowed by
 * text or id, and the owner-scoped insert, update and delete. `Row` is the selected row's type.
 */
export function catalogQueries<Table extends CatalogTable, Row>(c: CatalogTableConfig<Table>) {
  // Joined, not a correlated subquery: Drizzle leaves columns unqualified in one-table selects.
  const entryCount = sql<number>`count(${c.links.column})::int`;
  // A list returns every column but a generated search vector, which serves search only.
  const { search: _search, ...columns } = getTableColumns(c.table) as Record<string, AnyPgColumn>;
  const joinLinks = and(eq(c.links.table.userId, c.table.userId), eq(c.links.column, c.table.id));
  return {
    /** The user's records with their usage counts, in the list's order; `where` narrows them. */
    withCounts: (tx: Tx, userId: string, where?: SQL): Promise<Row[]> =>
      tx
        .select({ ...columns, entryCount })
        .from(c.table as PgTable)
        .leftJoin(c.links.table, joinLinks)
        .where(and(eq(c.table.userId, userId), where))
        .groupBy(c.table.id)
        .orderBy(...c.order) as unknown as Promise<Row[]>,
    textContains: (q: string) => containing(c.text, q),
    idIs: (id: string) => eq(c.table.id, id),
    async insert(tx: Tx, values: Table['$inferInsert']): Promise<void> {
      await tx.insert(c.table).values(values);
    },
    /** Changes the user's record; whether there was one. */
    async update(
      tx: Tx,
      userId: string,
      id: string,
      fields: Partial<Table['$inferInsert']>,
    ): Promise<boolean> {
      return (await updateOwnRow(tx, c.table, userId, id, fields, { id: c.table.id })) !== undefined;
    },
    /** Deletes the user's record (links to it cascade or are set null); whether there was one. */
    remove: (tx: Tx, userId: string, id: string) => deleteOwnRow(tx, c.table, userId, id),
  };
}

export type CatalogQueries<Row> = Pick<
  ReturnType<typeof catalogQueries<CatalogTable, Row>>,
  'withCounts' | 'textContains' | 'idIs' | 'remove'
>;
