import type { FieldProblem } from '../../../shared/errors.ts';
import type { EntryUpdate } from '../../../shared/schemas/entries.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { type Linkable, ownedIds } from './queries.ts';

const checks: { field: keyof EntryUpdate; kind: Linkable; noun: string }[] = [
  { field: 'tag_ids', kind: 'tags', noun: 'tag' },
  { field: 'connection_ids', kind: 'connections', noun: 'connection' },
  { field: 'location_id', kind: 'locations', noun: 'location' },
  { field: 'source_id', kind: 'sources', noun: 'source' },
];

/**
 * Refuses links to tags, connections, locations or sources the user does not have, naming the
 * field: a silent drop would lose what the user meant to save.
 */
export async function assertLinksOwned(tx: Tx, userId: string, input: EntryUpdate) {
  const problems: FieldProblem[] = [];
  for (const { field, kind, noun } of checks) {
    const value = input[field];
    const ids = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    const owned = await ownedIds(tx, userId, kind, ids as string[]);
    const missing = ids.filter((id) => !owned.has(id as string));
    if (missing.length > 0)
      problems.push({ field, message: `no ${noun} of yours has the id ${missing.join(', ')}` });
  }
  const first = problems[0];
  if (first) throw badRequest(`Invalid request body: ${first.field}: ${first.message}`, { fields: problems });
}
