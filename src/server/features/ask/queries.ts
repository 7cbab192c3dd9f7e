import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connections, entries, entryConnections } from '../../db/schema/index.ts';

export interface Span {
  start: Date;
  end: Date;
}

const CANDIDATES = 50;

const visible = (userId: string, span: Span | null): SQL | undefined =>
  and(
    eq(entries.userId, userId),
    eq(entries.isPrivate, false),
    span ? gte(entries.occurredAt, span.start) : undefined,
    span ? lt(entries.occurredAt, span.end) : undefined,
  );

/** Letters only: the words a text query is built from. */
const isWord = (word: string) => /^\p{L}+$/u.test(word);

/**
 * `to_tsquery` of any of the words: each is letters only (understandQuestion keeps no other), so
 * the query text is built from them safely.
 */
export const anyOf = (words: string[]): SQL =>
  sql`to_tsquery('english', ${words.filter(isWord).join(' | ')})`;

/**
 * Non-private entries whose text holds any of the words, best ranked first (ts_rank, newest first on
 * ties), ranking every match. search_entries() ranks one word by its tiers instead, the same order
 * without reading every match (decision 035): "coffee", in 10,000 of 50,000 entries, took 25 ms
 * here and 5 through it (a median of 15 on PostgreSQL). For two words or more it ranks every match
 * too, private ones included, so nothing would be gained there.
 */
export function entriesByText(tx: Tx, userId: string, words: string[], span: Span | null) {
  if (words.filter(isWord).length === 1) return entriesByOneWord(tx, userId, words, span);
  const query = anyOf(words);
  const rank = sql<number>`ts_rank(${entries.search}, ${query})`;
  return tx
    .select({ id: entries.id, rank })
    .from(entries)
    .where(and(visible(userId, span), sql`${entries.search} @@ ${query}`))
    .orderBy(desc(rank), desc(entries.occurredAt), desc(entries.id))
    .limit(CANDIDATES);
}

/**
 * entriesByText of one word, through search_entries(). It is asked for twice the candidates, since
 * it does not know private entries: dropped afterwards, the rest are the best non-private ones
 * whenever at most half of its rows were private.
 */
function entriesByOneWord(tx: Tx, userId: string, words: string[], span: Span | null) {
  const ranked = sql`search_entries(${anyOf(words)}, ${CANDIDATES * 2}, ${span?.start ?? null}::timestamptz,
    ${span?.end ?? null}::timestamptz) as hit`;
  const rank = sql<number>`hit.rank`;
  return tx
    .select({ id: entries.id, rank })
    .from(ranked)
    .innerJoin(entries, eq(entries.id, sql`hit.id`))
    .where(visible(userId, null))
    .orderBy(desc(rank), desc(entries.occurredAt), desc(entries.id))
    .limit(CANDIDATES);
}

/** Non-private entries linked to a connection with one of these names (case aside), newest first. */
export function entriesByNames(tx: Tx, userId: string, names: string[], span: Span | null) {
  const lowered = names.map((n) => n.toLowerCase());
  return tx
    .select({ id: entries.id, name: connections.name })
    .from(entryConnections)
    .innerJoin(connections, eq(connections.id, entryConnections.connectionId))
    .innerJoin(entries, eq(entries.id, entryConnections.entryId))
    .where(
      and(
        eq(entryConnections.userId, userId),
        or(
          inArray(sql`lower(${connections.name})`, lowered),
          inArray(sql`lower(split_part(${connections.name}, ' ', 1))`, lowered),
        ),
        visible(userId, span),
      ),
    )
    .orderBy(desc(entries.occurredAt))
    .limit(CANDIDATES * 2);
}

/** Non-private entries of a span, newest first: the question named a time and nothing else. */
export function entriesInSpan(tx: Tx, userId: string, span: Span) {
  return tx
    .select({ id: entries.id })
    .from(entries)
    .where(visible(userId, span))
    .orderBy(desc(entries.occurredAt))
    .limit(CANDIDATES);
}

/** The text of the chosen entries (never private ones: the filter is repeated here on purpose). */
export function entryTexts(tx: Tx, userId: string, ids: string[]) {
  return tx
    .select({
      id: entries.id,
      title: entries.title,
      content: entries.content,
      occurredAt: entries.occurredAt,
    })
    .from(entries)
    .where(and(visible(userId, null), inArray(entries.id, ids)));
}
