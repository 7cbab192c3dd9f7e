import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connections, entries, entryTags, locations, tags } from '../../db/schema/index.ts';
import { connectionSummaryColumns } from '../connections/summary-queries.ts';
import { entrySummaryColumns } from '../entries/summary-queries.ts';
import { headlineOptions } from './highlight.ts';

/** `to_tsquery('english', …)` of a query built by toPrefixQuery (never raw user text). */
export const tsQuery = (prefixQuery: string): SQL => sql`to_tsquery('english', ${prefixQuery})`;

const TITLE_OPTIONS = headlineOptions('HighlightAll=true');
const SNIPPET_OPTIONS = headlineOptions('MaxWords=35, MinWords=15');
const ENDS_CHARS = 80;

/** Removes the headline markers from stored text so only ts_headline can place them. */
const unmarked = (column: SQL | AnyColumn) => sql`translate(${column}, chr(1) || chr(2), '')`;

const textEnds = (column: SQL | AnyColumn) => ({
  textStart: sql<string>`left(${unmarked(column)}, ${ENDS_CHARS})`,
  textEnd: sql<string>`right(${unmarked(column)}, ${ENDS_CHARS})`,
});

const headline = (column: SQL | AnyColumn, query: SQL, options: string) =>
  sql<string>`ts_headline('english', ${unmarked(column)}, ${query}, ${options})`;

/** Instants bounding the entries searched: `after` included, `before` excluded; null is open. */
export interface Within {
  after: SQL | null;
  before: SQL | null;
}

const occurredWithin = ({ after, before }: Within) =>
  and(
    after ? sql`${entries.occurredAt} >= ${after}` : undefined,
    before ? sql`${entries.occurredAt} < ${before}` : undefined,
  );

/**
 * The best entries for the query, ranked by ts_rank (title, weight A, above content, weight B),
 * newest first on ties, from search_entries() (see its migration for why it is a function).
 */
export function rankedTextHits(tx: Tx, query: SQL, limit: number, within: Within) {
  return tx
    .select({ id: sql<string>`hit.id`, rank: sql<number>`hit.rank` })
    .from(
      sql`search_entries(${query}, ${limit}, ${within.after ?? sql`null`}::timestamptz, ${within.before ?? sql`null`}::timestamptz) as hit`,
    );
}

/** Entries carrying a tag whose name matches, newest first: found even when their text is not. */
export function entriesTaggedLike(tx: Tx, userId: string, query: SQL, limit: number, within: Within) {
  return tx
    .select({ id: entryTags.entryId })
    .from(entryTags)
    .innerJoin(tags, eq(tags.id, entryTags.tagId))
    .innerJoin(entries, eq(entries.id, entryTags.entryId))
    .where(and(eq(entryTags.userId, userId), sql`${tags.search} @@ ${query}`, occurredWithin(within)))
    .orderBy(desc(entries.occurredAt), desc(entries.id))
    .limit(limit);
}

/** Entries at a place whose label matches, newest first. */
export function entriesPlacedLike(tx: Tx, userId: string, query: SQL, limit: number, within: Within) {
  return tx
    .select({ id: entries.id })
    .from(entries)
    .innerJoin(locations, eq(locations.id, entries.locationId))
    .where(and(eq(entries.userId, userId), sql`${locations.search} @@ ${query}`, occurredWithin(within)))
    .orderBy(desc(entries.occurredAt), desc(entries.id))
    .limit(limit);
}

/** The user's places whose label matches. */
export function matchingLocations(tx: Tx, userId: string, query: SQL, limit: number) {
  return tx
    .select({ id: locations.id, label: locations.label })
    .from(locations)
    .where(and(eq(locations.userId, userId), sql`${locations.search} @@ ${query}`))
    .orderBy(asc(sql`lower(${locations.label})`))
    .limit(limit);
}

/** The shown fields and highlighted title and snippet of the ranked entries. */
export function entryHighlights(tx: Tx, userId: string, ids: string[], query: SQL) {
  return tx
    .select({
      ...entrySummaryColumns,
      titleHeadline: headline(entries.title, query, TITLE_OPTIONS),
      snippet: headline(entries.content, query, SNIPPET_OPTIONS),
      // The text's two ends, to tell whether the snippet starts and ends where the text does.
      ...textEnds(entries.content),
    })
    .from(entries)
    .where(and(eq(entries.userId, userId), inArray(entries.id, ids)));
}

/** The best connections by name (weight A) and summary (weight B), highlighted. */
export function rankedConnections(tx: Tx, userId: string, query: SQL, limit: number) {
  const rank = sql<number>`ts_rank(${connections.search}, ${query})`;
  return tx
    .select({
      ...connectionSummaryColumns,
      nameHeadline: headline(connections.name, query, TITLE_OPTIONS),
      snippet: headline(sql`coalesce(${connections.summaryText}, '')`, query, SNIPPET_OPTIONS),
      ...textEnds(sql`coalesce(${connections.summaryText}, '')`),
    })
    .from(connections)
    .where(and(eq(connections.userId, userId), sql`${connections.search} @@ ${query}`))
    .orderBy(desc(rank), asc(connections.name))
    .limit(limit);
}

/** The user's tags whose name matches. */
export function matchingTags(tx: Tx, userId: string, query: SQL, limit: number) {
  return tx
    .select({ id: tags.id, name: tags.name, type: tags.type })
    .from(tags)
    .where(and(eq(tags.userId, userId), sql`${tags.search} @@ ${query}`))
    .orderBy(asc(sql`lower(${tags.name})`))
    .limit(limit);
}
