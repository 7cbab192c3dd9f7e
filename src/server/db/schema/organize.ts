import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { type CitedEntry, type DigestClaim, digestEngines } from '../../../shared/schemas/digests.ts';
import { createdAt, id, ownerId, updatedAt } from './columns.ts';
import { ownerPolicies } from './rls.ts';

export const groups = pgTable(
  'groups',
  {
    id: id(),
    userId: ownerId(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('groups_user_created_idx').on(t.userId, t.createdAt.desc()), ...ownerPolicies('groups')],
).enableRLS();

export const groupItemTypes = ['entry', 'connection', 'tag', 'location'] as const;

export const groupItems = pgTable(
  'group_items',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    itemType: text('item_type', { enum: groupItemTypes }).notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('group_items_group_item_uq').on(t.groupId, t.itemType, t.itemId),
    index('group_items_user_item_idx').on(t.userId, t.itemType, t.itemId),
    check('group_items_type_check', sql`${t.itemType} in ('entry', 'connection', 'tag', 'location')`),
    ...ownerPolicies('group_items'),
  ],
).enableRLS();

export interface DateRange {
  start: string;
  end: string;
}

export const digests = pgTable(
  'digests',
  {
    id: id(),
    userId: ownerId(),
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
    createdAt: createdAt(),
  },
  (t) => [index('digests_user_created_idx').on(t.userId, t.createdAt.desc()), ...ownerPolicies('digests')],
).enableRLS();

/** Developer test records behind the /test page. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    userId: ownerId(),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }),
    priority: text('priority', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    ...ownerPolicies('tasks'),
  ],
).enableRLS();
