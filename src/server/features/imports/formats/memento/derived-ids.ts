import { createHash } from 'node:crypto';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../../db/client.ts';
import { existingIds } from '../../queries.ts';

/**
 * The id a record of a Memento file gets in this account: a name-based UUID (RFC 9562 version 5
 * layout, SHA-1 of the account and the file's id). The same file imported twice into one account
 * names the same rows, so `ON CONFLICT DO NOTHING` makes the second import create nothing; another
 * account gets other ids, so two accounts never collide on the file's ids.
 */
export function derivedId(userId: string, kind: string, fileId: string): string {
  const hash = createHash('sha1')
    .update(`memento-import\u0000${userId}\u0000${kind}\u0000${fileId}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Where the file's ids point in this account, for the records that exist: the record itself when
 * the file came from this account and it is still here (importing your own export restores only
 * what is missing), else the record an earlier batch or import made. Ids with neither are left
 * out: a link to a record not in the account is dropped, never a broken foreign key.
 */
export async function resolveIds(
  tx: Tx,
  userId: string,
  kind: string,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  fileIds: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return new Map();
  const derived = new Map(wanted.map((id) => [id, derivedId(userId, kind, id)]));
  const present = await existingIds(tx, userId, table, [...wanted, ...derived.values()]);
  const resolved = new Map<string, string>();
  for (const id of wanted) {
    const mine = derived.get(id) as string;
    if (present.has(id)) resolved.set(id, id);
    else if (present.has(mine)) resolved.set(id, mine);
  }
  return resolved;
}
