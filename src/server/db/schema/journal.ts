import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entryTypes } from '../../../shared/schemas/entries.ts';
import { tagTypes } from '../../../shared/schemas/summaries.ts';
import {
  createdAt,
  instant,
  optionalLink,
  ownedRecord,
  ownerId,
  parentId,
  searchIndexOptions,
  timestamps,
  tsvector,
} from './columns.ts';
import { connections } from './connections.ts';
import { ownedTable } from './rls.ts';

export const tags = ownedTable(
  'tags',
  {
    ...ownedRecord(),
    name: varchar('name', { length: 60 }).notNull(),
    type: text('type', { enum: tagTypes }).notNull(),
    ...timestamps(),
    // Stored so search does not parse every tag name of the user on every keystroke.
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', name)`),
  },
  (t) => [
    uniqueIndex('tags_user_name_uq').on(t.userId, sql`lower(${t.name})`),
    check('tags_type_check', sql`${t.type} in ('theme', 'topic', 'emotion')`),
  ],
);

export const locations = ownedTable(
  'locations',
  {
    ...ownedRecord(),
    label: varchar('label', { length: 200 }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    ...timestamps(),
    // Search finds places by label; stored like tags.search.
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', label)`),
  },
  (t) => [
    index('locations_user_label_idx').on(t.userId, t.label),
    check('locations_lat_check', sql`${t.lat} between -90 and 90`),
    check('locations_lng_check', sql`${t.lng} between -180 and 180`),
  ],
);

export const sources = ownedTable(
  'sources',
  {
    ...ownedRecord(),
    sourceType: text('source_type', { enum: ['note', 'url'] }).notNull(),
    referenceText: varchar('reference_text', { length: 2000 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('sources_user_idx').on(t.userId, t.createdAt),
    check('sources_type_check', sql`${t.sourceType} in ('note', 'url')`),
  ],
);

export { entryTypes };

export const entries = ownedTable(
  'entries',
  {
    ...ownedRecord(),
    title: varchar('title', { length: 200 }).notNull(),
    type: text('type', { enum: entryTypes }).notNull(),
    content: text('content').notNull().default(''),
    starRating: smallint('star_rating'),
    locationId: optionalLink('location_id', () => locations.id, 'set null'),
    sourceId: optionalLink('source_id', () => sources.id, 'set null'),
    summary: text('summary'),
    isPrivate: boolean('is_private').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    promptUsed: text('prompt_used'),
    contextText: text('context_text'),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
    ...timestamps(),
    // Kept by the trigger entries_search_vectors (migration 0036), which computes it once per
    // insert or change of title or text with search_tiers; declared generated (its value is this
    // expression) so Drizzle never writes it.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
    ),
    // Beside it in the table, not declared here: search_tiers and its GIN index (migration 0033),
    // read only by search_entries(); declared, every entry read would select it too.
    // Words written (runs of non-space characters), kept with every write so Insights sums a
    // year without reading its texts (migration 0029).
    wordCount: integer('word_count').notNull().generatedAlwaysAs(sql`regexp_count(content, '\\S+')`),
  },
  (t) => [
    // NULLS FIRST is what a plain ORDER BY … DESC means: with Drizzle's default NULLS LAST the
    // index cannot give that order and every list page sorts the whole journal.
    index('entries_user_occurred_idx').on(
      t.userId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('entries_search_idx').using('gin', t.search).with(searchIndexOptions),
    // The favorites page and ?favorite=true read a few percent of a journal, newest first.
    index('entries_user_favorite_idx')
      .on(t.userId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFavorite}`),
    // Location and source filters, usage counts, and the set-null when one is deleted.
    index('entries_user_location_idx').on(t.userId, t.locationId),
    index('entries_user_source_idx').on(t.userId, t.sourceId),
    check(
      'entries_type_check',
      sql`${t.type} in ('meeting', 'reflection', 'idea', 'article', 'memory', 'conversation')`,
    ),
    check('entries_star_rating_check', sql`${t.starRating} between 1 and 5`),
    check('entries_content_length_check', sql`char_length(${t.content}) <= 100000`),
  ],
);

export const entryTags = ownedTable(
  'entry_tags',
  {
    entryId: parentId('entry_id', () => entries.id),
    tagId: parentId('tag_id', () => tags.id),
    userId: ownerId(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.tagId] }),
    index('entry_tags_user_tag_idx').on(t.userId, t.tagId),
    // Deleting a tag cascades here by tag_id alone.
    index('entry_tags_tag_idx').on(t.tagId),
  ],
);

export const entryConnections = ownedTable(
  'entry_connections',
  {
    entryId: parentId('entry_id', () => entries.id),
    connectionId: parentId('connection_id', () => connections.id),
    userId: ownerId(),
    // When the link was made: the sidebar's Recent Connections are the most recently linked.
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.connectionId] }),
    index('entry_connections_user_connection_idx').on(t.userId, t.connectionId),
    index('entry_connections_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
