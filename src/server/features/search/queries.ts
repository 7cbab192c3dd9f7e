import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
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

/** An entry of the page as the statement's JSON carries it: its summary, highlighted. */
export interface EntryHitJson {
  id: string;
  title: string;
  type: (typeof entries.$inferSelect)['type'];
  occurredAt: string;
  isPrivate: boolean;
  titleHeadline: string;
  snippet: string;
  textStart: string;
  textEnd: string;
}

/** A connection found, highlighted. */
export interface ConnectionHitJson {
  id: string;
  name: string;
  type: (typeof connections.$inferSelect)['type'];
  imageUrl: string | null;
  nameHeadline: string;
  snippet: string;
  textStart: string;
  textEnd: string;
}

/** Everything a search answers, read by one statement. */
export interface SearchRow {
  entries: EntryHitJson[];
  connections: ConnectionHitJson[];
  tags: Pick<typeof tags.$inferSelect, 'id' | 'name' | 'type'>[];
  locations: { id: string; label: string }[];
}

/** `json_build_object` of named fields, written as `'name', value` pairs. */
const objectOf = (fields: Record<string, SQL | AnyColumn>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * The best entries for the query, ranked by ts_rank (title, weight A, above content, weight B),
 * newest first on ties, from search_entries() (see its migration for why it is a function), in
 * its order (`n`).
 */
const textHits = (query: SQL, limit: number, within: Within) =>
  sql`select hit.id, hit.n from search_entries(${query}, ${limit}, ${within.after ?? sql`null`}::timestamptz,
    ${within.before ?? sql`null`}::timestamptz) with ordinality as hit(id, rank, n)`;

/**
 * Entries found only through a tag name or a place follow the text hits, when there is room: the
 * condition on the text hits' count is a one-time filter, so when the text fills the page these
 * joins over every entry of a popular tag are never run.
 */
const roomAfterText = (limit: number) => sql`(select count(*) from text_hits) < ${limit}`;

/** Entries carrying a tag whose name matches, newest first: found even when their text is not. */
const entriesTaggedLike = (userId: string, query: SQL, limit: number, within: Within) => sql`
  select ${entryTags.entryId} as id, row_number() over (order by ${entries.occurredAt} desc, ${entries.id} desc) as n
  from ${entryTags}
  join ${tags} on ${tags.id} = ${entryTags.tagId}
  join ${entries} on ${entries.id} = ${entryTags.entryId}
  where ${and(eq(entryTags.userId, userId), sql`${tags.search} @@ ${query}`, occurredWithin(within), roomAfterText(limit))}
  order by ${entries.occurredAt} desc, ${entries.id} desc
  limit ${limit}`;

/** Entries at a place whose label matches, newest first. */
const entriesPlacedLike = (userId: string, query: SQL, limit: number, within: Within) => sql`
  select ${entries.id} as id, row_number() over (order by ${entries.occurredAt} desc, ${entries.id} desc) as n
  from ${entries}
  join ${locations} on ${locations.id} = ${entries.locationId}
  where ${and(eq(entries.userId, userId), sql`${locations.search} @@ ${query}`, occurredWithin(within), roomAfterText(limit))}
  order by ${entries.occurredAt} desc, ${entries.id} desc
  limit ${limit}`;

/**
 * The page of entries: text hits, then tag hits, then place hits, each entry where it first
 * appears, with the shown fields and highlighted title and snippet. Highlighting parses the whole
 * text, so it runs on the page of winners only.
 */
const entryHighlightsJson = (userId: string, query: SQL) => sql`coalesce((
  select json_agg(${objectOf({
    ...entrySummaryColumns,
    titleHeadline: headline(entries.title, query, TITLE_OPTIONS),
    snippet: headline(entries.content, query, SNIPPET_OPTIONS),
    // The text's two ends, to tell whether the snippet starts and ends where the text does.
    ...textEnds(entries.content),
  })} order by ranked.at)
  from ranked join ${entries} on ${entries.id} = ranked.id and ${entries.userId} = ${userId}), '[]'::json)`;

/**
 * The best connections by name (weight A) and summary (weight B), highlighted: found by
 * search_connections() (see its migration for why it is a function), in its order (`n`).
 */
const rankedConnectionsJson = (userId: string, query: SQL, limit: number) => {
  const summary = sql`coalesce(${connections.summaryText}, '')`;
  const hit = objectOf({
    ...connectionSummaryColumns,
    nameHeadline: headline(connections.name, query, TITLE_OPTIONS),
    snippet: headline(summary, query, SNIPPET_OPTIONS),
    ...textEnds(summary),
  });
  return sql`coalesce((
    select json_agg(${hit} order by found.n)
    from search_connections(${query}, ${limit}) with ordinality as found(id, rank, n)
    join ${connections} on ${connections.id} = found.id and ${connections.userId} = ${userId}), '[]'::json)`;
};

/** The user's tags, or places, whose name matches, by name whatever the case. */
const matchingByName = (
  table: typeof tags | typeof locations,
  fields: Record<string, AnyColumn>,
  name: AnyColumn,
  userId: string,
  query: SQL,
  limit: number,
) =>
  sql`coalesce((select json_agg(m.hit order by m.n) from (
    select ${objectOf(fields)} as hit, row_number() over (order by lower(${name})) as n
    from ${table}
    where ${table.userId} = ${userId} and ${table.search} @@ ${query}
    order by lower(${name})
    limit ${limit}) m), '[]'::json)`;

/**
 * A whole search in one statement (one round trip): the ranked entries with their highlights,
 * the connections, tags and places, each a JSON column.
 */
export async function searchAll(
  tx: Tx,
  userId: string,
  query: SQL,
  limit: number,
  within: Within,
): Promise<SearchRow> {
  const [row] = rowsOf<SearchRow>(
    await tx.execute(sql`
      with text_hits as (${textHits(query, limit, within)}),
      ranked as (
        select found.id, min(found.source * 1000 + found.n) as at
        from (
          select id, 0 as source, n from text_hits
          union all select id, 1, n from (${entriesTaggedLike(userId, query, limit, within)}) tagged
          union all select id, 2, n from (${entriesPlacedLike(userId, query, limit, within)}) placed
        ) found
        group by found.id
        order by at
        limit ${limit})
      select ${entryHighlightsJson(userId, query)} as entries,
        ${rankedConnectionsJson(userId, query, limit)} as connections,
        ${matchingByName(tags, { id: tags.id, name: tags.name, type: tags.type }, tags.name, userId, query, limit)} as tags,
        ${matchingByName(locations, { id: locations.id, label: locations.label }, locations.label, userId, query, limit)} as locations`),
  );
  return row as SearchRow;
}
