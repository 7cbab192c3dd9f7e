import { type SQL, sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/** The role every user request runs as inside withUser(); created by the first migration. */
export const authenticatedRole = pgRole('authenticated').existing();

/**
 * Select, insert, update and delete policies that limit a user-owned table to the rows whose
 * owner column equals the `sub` claim of the request (auth_uid()).
 */
export function ownerPolicies(table: string, ownerColumn = 'user_id') {
  const owned: SQL = sql.raw(`${ownerColumn} = auth_uid()`);
  return [
    pgPolicy(`${table}_select_own`, { for: 'select', to: authenticatedRole, using: owned }),
    pgPolicy(`${table}_insert_own`, { for: 'insert', to: authenticatedRole, withCheck: owned }),
    pgPolicy(`${table}_update_own`, { for: 'update', to: authenticatedRole, using: owned, withCheck: owned }),
    pgPolicy(`${table}_delete_own`, { for: 'delete', to: authenticatedRole, using: owned }),
  ];
}
