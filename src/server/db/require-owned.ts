import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldProblem } from '../../shared/errors.ts';
import { badRequest } from '../lib/errors.ts';
import type { Tx } from './client.ts';
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
}

/**
 * The ids among each check's that name a record of its kind the user owns, read in one statement
 * (a UNION ALL of one indexed lookup per check, each row tagged with its check's position) so a
 * save that links tags, connections, a place and a source pays one round trip for all of them.
 */
async function ownedIdsByCheck(tx: Tx, userId: string, checks: OwnershipCheck[]): Promise<Set<string>[]> {
  const lookups = checks.map(({ kind, ids }, position) => {
    const table = ownedTables[kind];
    return tx
      .select({ position: sql<number>`${position}::int`.as('position'), id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.id, [...new Set(ids)])));
  });
  const [first, ...rest] = lookups;
  const owned = checks.map(() => new Set<string>());
  if (!first) return owned;
  const rows = await rest.reduce<typeof first>((all, lookup) => all.unionAll(lookup) as typeof first, first);
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
