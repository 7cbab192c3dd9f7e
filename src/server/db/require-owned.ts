import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldProblem } from '../../shared/errors.ts';
import { badRequest } from '../lib/errors.ts';
import type { Tx } from './client.ts';
import { rowsOf } from './rows.ts';
import { connections, entries, locations, sources, tags } from './schema/index.ts';
import type { ServiceContext } from './with-user.ts';

/** The user-owned records another record may link to, by the noun the API's messages use. */
const ownedTables = {
  entry: entries,
  connection: connections,
  tag: tags,
  location: locations,
  source: sources,
};
export type OwnedKind = keyof typeof ownedTables;

export interface OwnershipCheck {
  /** The request field that carried the ids, named in the 400. */
  field: string;
  kind: OwnedKind;
  ids: readonly string[];
  /**
   * Also locks the rows found, in id order (FOR NO KEY UPDATE), in the same statement: a save
   * takes the rows its triggers will change before it changes anything (connections/activity.ts).
   */
  lock?: boolean;
}

/**
 * The ids among each check's that name a record of its kind the user owns, read in one statement
 * (a UNION ALL of one indexed lookup per check, each row tagged with its check's position) so a
 * save that links tags, connections, a place and a source pays one round trip for all of them.
 * A locking clause is not allowed in a UNION: a check that locks reads its rows in a WITH.
 */
async function ownedIdsByCheck(tx: Tx, userId: string, checks: OwnershipCheck[]): Promise<Set<string>[]> {
  const owned = checks.map(() => new Set<string>());
  if (checks.length === 0) return owned;
  const ownRows = ({ kind, ids }: OwnershipCheck) => {
    const table = ownedTables[kind];
    return { table, where: and(eq(table.userId, userId), inArray(table.id, [...new Set(ids)])) };
  };
  const locking = checks.find((check) => check.lock);
  let locked = sql``;
  if (locking) {
    const { table, where } = ownRows(locking);
    locked = sql`with locked as materialized (select ${table.id} as id from ${table} where ${where}
      order by ${table.id} for no key update) `;
  }
  const lookups = checks.map((check, position) => {
    if (check === locking) return sql`select ${position}::int as position, id from locked`;
    const { table, where } = ownRows(check);
    return sql`select ${position}::int as position, ${table.id} as id from ${table} where ${where}`;
  });
  const rows = rowsOf<{ position: number; id: string }>(
    await tx.execute(sql`${locked}${sql.join(lookups, sql` union all `)}`),
  );
  for (const row of rows) owned[row.position]?.add(row.id);
  return owned;
}

/**
 * The one access check for links between user-owned records: every id must name a record of
 * that kind the actor owns, or the request is refused with 400 naming each field (first one in
 * the message). A silent drop would lose what the user meant to save.
 */
export async function requireOwned({ tx, actor }: ServiceContext, checks: OwnershipCheck[]): Promise<void> {
  const sent = checks.filter((check) => check.ids.length > 0);
  const owned = await ownedIdsByCheck(tx, actor.userId, sent);
  const problems: FieldProblem[] = [];
  for (const [position, { field, kind, ids }] of sent.entries()) {
    const missing = ids.filter((id) => !owned[position]?.has(id));
    if (missing.length > 0)
      problems.push({ field, message: `no ${kind} of yours has the id ${missing.join(', ')}` });
  }
  const first = problems[0];
  if (first) throw badRequest(`Invalid request body: ${first.field}: ${first.message}`, { fields: problems });
}
