import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { keepInTouchCadences } from '../../../shared/schemas/keep-in-touch.ts';
import { connectionTypes } from '../../../shared/schemas/summaries.ts';
import {
  bytea,
  createdAt,
  extensionOf,
  instant,
  ownedRecord,
  ownerId,
  parentId,
  searchIndexOptions,
  timestamps,
  tsvector,
} from './columns.ts';
import { ownedTable } from './rls.ts';

export interface ContactInfo {
  email?: string;
  phone?: string;
  social?: string;
}

export interface ImportantDate {
  label: string;
  date: string;
}

export const connections = ownedTable(
  'connections',
  {
    ...ownedRecord(),
    name: varchar('name', { length: 120 }).notNull(),
    type: text('type', { enum: connectionTypes }).notNull(),
    summaryText: text('summary_text'),
    imageUrl: text('image_url'),
    contactInfo: jsonb('contact_info').$type<ContactInfo>().notNull().default({}),
    importantDates: jsonb('important_dates').$type<ImportantDate[]>().notNull().default([]),
    isFavorite: boolean('is_favorite').notNull().default(false),
    // How many entries link the connection and when the newest of them occurred. Triggers on
    // entry_connections and entries keep both (migration 0012); the app only reads them.
    activityCount: integer('activity_count').notNull().default(0),
    lastEntryAt: instant('last_entry_at'),
    // Keep in touch: the cadence and when it was set (the clock's start when nothing is linked yet).
    keepInTouch: text('keep_in_touch', { enum: keepInTouchCadences }).notNull().default('none'),
    keepInTouchSince: instant('keep_in_touch_since'),
    ...timestamps(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(summary_text, '')), 'B')`,
    ),
  },
  (t) => [
    index('connections_user_name_idx').on(t.userId, t.name),
    // The list's default order (name A to Z, case-insensitive) pages along this index.
    index('connections_user_lower_name_idx').on(t.userId, sql`lower(${t.name})`, t.id),
    index('connections_search_idx').using('gin', t.search).with(searchIndexOptions),
    // sort=activity and sort=recent page along these: each matches its ORDER BY exactly (a plain
    // DESC is NULLS FIRST), so a page reads its rows in order and stops at the limit.
    index('connections_user_activity_idx').on(
      t.userId,
      t.activityCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('connections_user_last_entry_idx').on(
      t.userId,
      t.lastEntryAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    check('connections_type_check', sql`${t.type} in ('person', 'idea', 'institution')`),
    check(
      'connections_keep_in_touch_check',
      sql`${t.keepInTouch} in ('none', '1w', '2w', '4w', '2m', '3m', '6m', '1y')`,
    ),
    index('connections_user_keep_in_touch_idx').on(t.userId).where(sql`${t.keepInTouch} <> 'none'`),
  ],
);

/** Relations are symmetric: both directions are stored, so either side lists the other. */
export const connectionRelations = ownedTable(
  'connection_relations',
  {
    connectionId: parentId('connection_id', () => connections.id),
    relatedId: parentId('related_id', () => connections.id),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.relatedId] }),
    index('connection_relations_user_idx').on(t.userId, t.connectionId),
    check('connection_relations_not_self', sql`${t.connectionId} <> ${t.relatedId}`),
  ],
);

/**
 * How many entries link both connections of a pair (source < target), kept by triggers on
 * entry_connections (migration 0032) so the relationship graph of all time reads its strongest
 * pairs from an index instead of joining every link of the journal to itself.
 */
export const connectionPairs = ownedTable(
  'connection_pairs',
  {
    userId: ownerId(),
    source: parentId('source', () => connections.id),
    target: parentId('target', () => connections.id),
    weight: integer('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.source, t.target] }),
    index('connection_pairs_user_weight_idx').on(t.userId, t.weight.desc(), t.source, t.target),
    check('connection_pairs_ordered', sql`${t.source} < ${t.target}`),
  ],
);

/** An uploaded connection image, kept in the database so backups and extra app instances have it. */
export const connectionImages = ownedTable(
  'connection_images',
  {
    connectionId: extensionOf('connection_id', () => connections.id),
    userId: ownerId(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** A hash of the bytes: the served URL carries it, so a new image is a new URL. */
    etag: text('etag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('connection_images_user_idx').on(t.userId, t.connectionId),
    check('connection_images_size', sql`${t.byteSize} <= 2097152`),
  ],
);
