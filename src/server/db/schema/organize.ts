import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  type CitedEntry,
  type DigestClaim,
  digestEngines,
  digestScopeTypes,
} from '../../../shared/schemas/digests.ts';
import { createdAt, id, optionalLink, ownedRecord, ownerId, parentId, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { entries, locations, tags } from './journal.ts';
import { ownedTable } from './rls.ts';

export const groups = ownedTable(
  'groups',
  {
    ...ownedRecord(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    ...timestamps(),
  },
  (t) => [index('groups_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const groupItemTypes = ['entry', 'connection', 'tag', 'location'] as const;

/** The item column of each group item type: real foreign keys, exactly one set (migration 0014). */
export const groupItemColumns = {
  entry: 'entryId',
  connection: 'connectionId',
  tag: 'tagId',
  location: 'locationId',
} as const;

export const groupItems = ownedTable(
  'group_items',
  {
    id: id(),
    groupId: parentId('group_id', () => groups.id),
    userId: ownerId(),
    entryId: optionalLink('entry_id', () => entries.id, 'cascade'),
    connectionId: optionalLink('connection_id', () => connections.id, 'cascade'),
    tagId: optionalLink('tag_id', () => tags.id, 'cascade'),
    locationId: optionalLink('location_id', () => locations.id, 'cascade'),
    // The API's item_type and item_id, generated from whichever item column is set.
    itemType: text('item_type', { enum: groupItemTypes })
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN entry_id IS NOT NULL THEN 'entry' WHEN connection_id IS NOT NULL THEN 'connection' WHEN tag_id IS NOT NULL THEN 'tag' ELSE 'location' END`,
      ),
    itemId: uuid('item_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(entry_id, connection_id, tag_id, location_id)`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('group_items_group_item_uq').on(t.groupId, t.itemType, t.itemId),
    index('group_items_user_item_idx').on(t.userId, t.itemType, t.itemId),
    index('group_items_entry_idx').on(t.entryId).where(sql`${t.entryId} IS NOT NULL`),
    index('group_items_connection_idx').on(t.connectionId).where(sql`${t.connectionId} IS NOT NULL`),
    index('group_items_tag_idx').on(t.tagId).where(sql`${t.tagId} IS NOT NULL`),
    index('group_items_location_idx').on(t.locationId).where(sql`${t.locationId} IS NOT NULL`),
    check(
      'group_items_one_item_check',
      sql`num_nonnulls(${t.entryId}, ${t.connectionId}, ${t.tagId}, ${t.locationId}) = 1`,
    ),
  ],
);

export interface DateRange {
  start: string;
  end: string;
}

export const digests = ownedTable(
  'digests',
  {
    ...ownedRecord(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    dateRange: jsonb('date_range').$type<DateRange>().notNull(),
    emotionTrends: jsonb('emotion_trends').$type<Record<string, number>>().notNull().default({}),
    quoteHighlights: jsonb('quote_highlights').$type<string[]>().notNull().default([]),
    // True when the local engine stood in for a configured AI service that failed.
    generatedOffline: boolean('generated_offline').notNull().default(false),
    // Each paragraph of the content with the ids of the entries it rests on, and those entries as
    // they were when the digest was written (title and date, for the links in View Details).
    claims: jsonb('claims').$type<DigestClaim[]>().notNull().default([]),
    citedEntries: jsonb('cited_entries').$type<CitedEntry[]>().notNull().default([]),
    engine: text('engine', { enum: digestEngines }).notNull().default('local'),
    // A digest about one connection or group; the name as it was then (no foreign key: the digest
    // outlives a deleted connection or group and still says whom it was about).
    scopeType: text('scope_type', { enum: digestScopeTypes }),
    scopeId: uuid('scope_id'),
    scopeName: varchar('scope_name', { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('digests_user_created_idx').on(t.userId, t.createdAt.desc()),
    check(
      'digests_scope_check',
      sql`(${t.scopeType} is null and ${t.scopeId} is null) or (${t.scopeType} in ('connection', 'group') and ${t.scopeId} is not null and ${t.scopeName} is not null)`,
    ),
  ],
);

/** Developer test records behind the /test page. */
export const tasks = ownedTable(
  'tasks',
  {
    ...ownedRecord(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }),
    priority: text('priority', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    createdAt: createdAt(),
  },
  (t) => [index('tasks_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
