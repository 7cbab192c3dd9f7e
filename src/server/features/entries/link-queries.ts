import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries, entryConnections, entryTags } from '../../db/schema/index.ts';

/** The tags and connections a save links the entry to; an absent list leaves that kind as it is. */
export interface EntryLinks {
  tagIds?: readonly string[];
  connectionIds?: readonly string[];
}

/** Each kind of link: its join table and the column naming the linked record. */
const linkKinds = [
  { key: 'tagIds', table: entryTags, target: entryTags.tagId },
  { key: 'connectionIds', table: entryConnections, target: entryConnections.connectionId },
] as const;

/** The kinds a save sent, with their ids (an empty list is sent: it clears that kind). */
const sentKinds = (links: EntryLinks) =>
  linkKinds.flatMap((kind) => {
    const ids = links[kind.key];
    return ids ? [{ ...kind, ids: [...new Set(ids)] }] : [];
  });

/**
 * Several data-modifying statements as one round trip: all but the last become WITH clauses,
 * which PostgreSQL runs exactly once each whether or not anything reads them. Only for
 * statements that do not need to see each other's rows (they share one snapshot).
 */
async function asOneStatement(tx: Tx, statements: SQL[]): Promise<void> {
  const last = statements.at(-1);
  if (!last) return;
  const withs = statements.slice(0, -1).map((s, i) => sql`${sql.identifier(`write_${i}`)} as (${s})`);
  await tx.execute(withs.length ? sql`with ${sql.join(withs, sql`, `)} ${last}` : last);
}

/**
 * The inserts of the entry's links of every kind sent: one array parameter per kind, so the
 * statement's text (and its prepared plan) is the same whatever the number of links. A link the
 * entry has already stays as it is (its created_at orders Recent Connections).
 */
const linkInserts = (userId: string, entryId: string, links: EntryLinks) =>
  sentKinds(links)
    .filter(({ ids }) => ids.length > 0)
    .map(
      ({ table, target, ids }) => sql`insert into ${table} (entry_id, ${sql.identifier(target.name)}, user_id)
        select ${entryId}::uuid, unnest(${sql.param(ids)}::uuid[]), ${userId}
        on conflict do nothing`,
    );

/** Adds the entry's links of every kind sent, in one statement. */
export function insertEntryLinks(tx: Tx, userId: string, entryId: string, links: EntryLinks) {
  return asOneStatement(tx, linkInserts(userId, entryId, links));
}

/**
 * Inserts a new entry and its links in one statement (one round trip). The links' foreign keys
 * and the connection-activity triggers are checked and run at the statement's end, when the
 * entry's row is there to see.
 */
export function insertEntryWithLinks(
  tx: Tx,
  entry: typeof entries.$inferInsert & { id: string },
  links: EntryLinks,
) {
  return asOneStatement(tx, [
    tx.insert(entries).values(entry).getSQL(),
    ...linkInserts(entry.userId, entry.id, links),
  ]);
}

/**
 * Removes the entry's links of every kind sent that the new lists leave out, in one statement. Kept
 * apart from the inserts: the connection-activity triggers of a delete and of an insert must not
 * fire after the same statement (the delete's recount would already include the insert's rows).
 */
export function deleteEntryLinksBesides(tx: Tx, userId: string, entryId: string, links: EntryLinks) {
  const deletes = sentKinds(links).map(
    ({ table, target, ids }) => sql`delete from ${table}
      where user_id = ${userId} and entry_id = ${entryId}::uuid
        and ${sql.identifier(target.name)} <> all(${sql.param(ids)}::uuid[])`,
  );
  return asOneStatement(tx, deletes);
}
