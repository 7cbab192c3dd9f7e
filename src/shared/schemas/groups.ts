import { z } from 'zod';
import { withThousands } from '../thousands.ts';
import { isoDateTime, page, pageQuery } from './common.ts';
import { entryLocationSchema, entrySchema, entryTagSchema } from './entries.ts';
import { describedConnectionSchema } from './summaries.ts';

export const groupItemTypes = ['entry', 'connection', 'tag', 'location'] as const;
export type GroupItemType = (typeof groupItemTypes)[number];

export const GROUP_LIMITS = { name: 100, description: 1000 };

/** How many characters of an entry's content or a connection's summary a candidate previews. */
export const PREVIEW_LENGTH = 50;

const itemType = z.enum(groupItemTypes, { error: 'must be entry, connection, tag or location' });

const groupFields = {
  name: z
    .string('must be text')
    .trim()
    .min(1, 'must not be blank')
    .max(GROUP_LIMITS.name, `must be at most ${GROUP_LIMITS.name} characters`),
  // Trimmed; blank means "no description" and is stored as null.
  description: z
    .string('must be text')
    .trim()
    .max(GROUP_LIMITS.description, `must be at most ${withThousands(GROUP_LIMITS.description)} characters`)
    .nullable()
    .transform((v) => (v ? v : null)),
};

export const groupCreateSchema = z
  .strictObject({ name: groupFields.name, description: groupFields.description.optional() })
  .meta({ id: 'GroupCreate' });
export type GroupCreate = z.input<typeof groupCreateSchema>;

export const groupUpdateSchema = z.strictObject(groupFields).partial().meta({ id: 'GroupUpdate' });
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

export const groupItemCountsSchema = z
  .object({
    entry: z.number().int(),
    connection: z.number().int(),
    tag: z.number().int(),
    location: z.number().int(),
  })
  .meta({ id: 'GroupItemCounts', description: 'How many items of each type the group holds' });
export type GroupItemCounts = z.infer<typeof groupItemCountsSchema>;

export const groupSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    item_counts: groupItemCountsSchema,
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof groupSchema>;

export const groupPageSchema = page(groupSchema).meta({ id: 'GroupPage' });
export type GroupPage = z.infer<typeof groupPageSchema>;

export const groupListQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Case-insensitive substring of the name or description' }),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

export const groupConnectionSchema = describedConnectionSchema.meta({ id: 'GroupConnection' });

const link = {
  id: z.uuid().meta({ description: 'The link id: remove the item with DELETE /groups/{id}/items/{item_id}' }),
  group_id: z.uuid(),
  item_id: z.uuid(),
  created_at: isoDateTime,
};

/** One link of a group with the item itself resolved. */
export const groupItemSchema = z
  .discriminatedUnion('item_type', [
    z.object({ ...link, item_type: z.literal('entry'), entry: entrySchema }),
    z.object({ ...link, item_type: z.literal('connection'), connection: groupConnectionSchema }),
    z.object({ ...link, item_type: z.literal('tag'), tag: entryTagSchema }),
    z.object({ ...link, item_type: z.literal('location'), location: entryLocationSchema }),
  ])
  .meta({ id: 'GroupItem' });
export type GroupItem = z.infer<typeof groupItemSchema>;

export const groupItemPageSchema = page(groupItemSchema).meta({ id: 'GroupItemPage' });
export type GroupItemPage = z.infer<typeof groupItemPageSchema>;

export const groupItemListQuery = pageQuery.extend({
  type: itemType.optional().meta({ description: 'Only items of this type; all types when absent' }),
});
export type GroupItemListQuery = z.infer<typeof groupItemListQuery>;

export const groupItemCreateSchema = z
  .strictObject({ item_type: itemType, item_id: z.uuid({ error: 'must be a UUID' }) })
  .meta({ id: 'GroupItemCreate' });
export type GroupItemCreate = z.infer<typeof groupItemCreateSchema>;

export const groupItemParams = z.object({
  id: z.uuid({ error: 'must be a UUID' }),
  item_id: z.uuid({ error: 'must be a UUID' }).meta({ description: 'The link id' }),
});

/** Something the user could add to a group: not in it yet. */
export const groupCandidateSchema = z
  .object({
    item_type: itemType,
    id: z.uuid(),
    title: z.string().meta({ description: 'Entry title, connection name, tag name or location label' }),
    subtitle: z
      .string()
      .nullable()
      .meta({ description: 'Entry or connection type, tag type; null for locations' }),
    preview: z
      .string()
      .nullable()
      .meta({
        description: `The first ${PREVIEW_LENGTH} characters of an entry's content or a connection's summary, then '...' when longer`,
      }),
    created_at: isoDateTime.meta({ description: "An entry's occurred_at; otherwise when it was created" }),
  })
  .meta({ id: 'GroupCandidate' });
export type GroupCandidate = z.infer<typeof groupCandidateSchema>;

export const groupCandidatePageSchema = page(groupCandidateSchema).meta({ id: 'GroupCandidatePage' });
export type GroupCandidatePage = z.infer<typeof groupCandidatePageSchema>;

export const groupCandidateQuery = pageQuery.extend({
  type: itemType.default('entry'),
  q: z.string().trim().max(200).optional().meta({
    description:
      'Case-insensitive substring: entry title or content, connection name or summary, tag name, location label',
  }),
});
export type GroupCandidateQuery = z.infer<typeof groupCandidateQuery>;
