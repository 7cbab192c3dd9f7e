import { and, eq, inArray } from 'drizzle-orm';
import type { FieldProblem } from '../../shared/errors.ts';
import { badRequest } from '../lib/errors.ts';
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
 * The one access check for links between user-owned records: every id must name a record of
 * that kind the actor owns, or the request is refused with 400 naming each field (first one in
 * the message). A silent drop would lose what the user meant to save. One query per kind sent.
 */
export async function requireOwned({ tx, actor }: ServiceContext, checks: OwnershipCheck[]): Promise<void> {
  const problems: FieldProblem[] = [];
  for (const { field, kind, ids } of checks) {
    if (ids.length === 0) continue;
    const table = ownedTables[kind];
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, actor.userId), inArray(table.id, [...new Set(ids)])));
    const owned = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !owned.has(id));
    if (missing.length > 0)
      problems.push({ field, message: `no ${kind} of yours has the id ${missing.join(', ')}` });
  }
  const first = problems[0];
  if (first) throw badRequest(`Invalid request body: ${first.field}: ${first.message}`, { fields: problems });
}
