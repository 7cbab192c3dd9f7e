import { type BuildExtraConfigColumns, type SQL, sql } from 'drizzle-orm';
import {
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgPolicy,
  pgRole,
  pgTable,
} from 'drizzle-orm/pg-core';

/** The role every user request runs as inside withUser(); created by the first migration. */
export const authenticatedRole = pgRole('authenticated').existing();

/**
 * Select, insert, update and delete policies that limit a user-owned table to the rows whose
 * owner column equals the `sub` claim of the request (auth_uid()).
 */
function ownerPolicies(table: string, ownerColumn = 'user_id') {
  const owned: SQL = sql.raw(`${ownerColumn} = auth_uid()`);
  return [
    pgPolicy(`${table}_select_own`, { for: 'select', to: authenticatedRole, using: owned }),
    pgPolicy(`${table}_insert_own`, { for: 'insert', to: authenticatedRole, withCheck: owned }),
    pgPolicy(`${table}_update_own`, { for: 'update', to: authenticatedRole, using: owned, withCheck: owned }),
    pgPolicy(`${table}_delete_own`, { for: 'delete', to: authenticatedRole, using: owned }),
  ];
}

/**
 * A user-owned table: `pgTable` with row-level security on and the owner policies after the
 * table's own keys, indexes and checks (`extras`), so no owned table is declared without them.
 */
export function ownedTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  extras: (t: BuildExtraConfigColumns<Name, Columns, 'pg'>) => PgTableExtraConfigValue[] = () => [],
  ownerColumn?: string,
) {
  return pgTable(name, columns, (t) => [...extras(t), ...ownerPolicies(name, ownerColumn)]).enableRLS();
}
