import { z } from 'zod';
import { withThousands } from '../thousands.ts';
import { attachmentSchema } from './attachments.ts';
import { isoDateTime, page, pageQuery, requiredText } from './common.ts';
import { entryTypes } from './literals.ts';
import { connectionSummarySchema, tagSummarySchema } from './summaries.ts';
import { localDate, timeZoneSchema } from './time-zone.ts';

export { type EntryType, entryTypes } from './literals.ts';

export const ENTRY_LIMITS = { title: 200, content: 100_000, summary: 10_000, prompt: 500, context: 10_000 };

const ids = (what: string) =>
  z
    .array(z.uuid({ error: `must hold ${what} ids (UUIDs)` }))
    .max(50, `must hold at most 50 ${what}s`)
    .transform((list) => [...new Set(list)]);

const maxText = (max: number) => z.string().max(max, `must be at most ${withThousands(max)} characters`);

/** Every writable field of an entry; create and update pick from these. */
const entryFields = {
  title: requiredText(ENTRY_LIMITS.title),
  type: z.enum(entryTypes),
  content: maxText(ENTRY_LIMITS.content),
  star_rating: z
    .number()
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5')
    .nullable(),
  tag_ids: ids('tag'),
  connection_ids: ids('connection'),
  location_id: z.uuid({ error: 'must be a location id (UUID)' }).nullable(),
  source_id: z.uuid({ error: 'must be a source id (UUID)' }).nullable(),
  summary: maxText(ENTRY_LIMITS.summary).nullable(),
  is_private: z.boolean(),
  is_favorite: z.boolean(),
  prompt_used: maxText(ENTRY_LIMITS.prompt).nullable(),
  context_text: maxText(ENTRY_LIMITS.context).nullable(),
  occurred_at: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
};

export const entryCreateSchema = z
  .strictObject({
    ...entryFields,
    content: entryFields.content.default(''),
    star_rating: entryFields.star_rating.optional(),
    tag_ids: entryFields.tag_ids.optional(),
    connection_ids: entryFields.connection_ids.optional(),
    location_id: entryFields.location_id.optional(),
    source_id: entryFields.source_id.optional(),
    summary: entryFields.summary.optional(),
    is_private: entryFields.is_private.default(false),
    is_favorite: entryFields.is_favorite.default(false),
    prompt_used: entryFields.prompt_used.optional(),
    context_text: entryFields.context_text.optional(),
    occurred_at: entryFields.occurred_at.optional().meta({ description: 'Defaults to now' }),
  })
  .meta({ id: 'EntryCreate' });
export type EntryCreate = z.infer<typeof entryCreateSchema>;

/** A partial update: only the fields sent change; `tag_ids` and `connection_ids` replace the links. */
export const entryUpdateSchema = z.strictObject(entryFields).partial().meta({ id: 'EntryUpdate' });
export type EntryUpdate = z.infer<typeof entryUpdateSchema>;

export const entryTagSchema = tagSummarySchema.meta({ id: 'EntryTag' });
export const entryConnectionSchema = connectionSummarySchema.meta({ id: 'EntryConnection' });
export const entryLocationSchema = z
  .object({ id: z.uuid(), label: z.string(), lat: z.number().nullable(), lng: z.number().nullable() })
  .meta({ id: 'EntryLocation' });
export const entrySourceSchema = z
  .object({ id: z.uuid(), source_type: z.enum(['note', 'url']), reference_text: z.string() })
  .meta({ id: 'EntrySource' });

export const entrySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    type: z.enum(entryTypes),
    content: z.string(),
    star_rating: z.number().int().nullable(),
    summary: z.string().nullable(),
    is_private: z.boolean(),
    is_favorite: z.boolean(),
    prompt_used: z.string().nullable(),
    context_text: z.string().nullable(),
    occurred_at: isoDateTime,
    created_at: isoDateTime,
    updated_at: isoDateTime,
    tag_ids: z.array(z.uuid()),
    connection_ids: z.array(z.uuid()),
    location_id: z.uuid().nullable(),
    source_id: z.uuid().nullable(),
    tags: z.array(entryTagSchema),
    connections: z.array(entryConnectionSchema),
    location: entryLocationSchema.nullable(),
    source: entrySourceSchema.nullable(),
    attachments: z.array(attachmentSchema).meta({ description: 'Photos, voice memos and files, in order' }),
  })
  .meta({ id: 'Entry' });
export type Entry = z.infer<typeof entrySchema>;

/** One entry plus its neighbours in the list order, for previous/next navigation on the detail page. */
export const entryDetailSchema = entrySchema
  .extend({
    newer_id: z.uuid().nullable().meta({ description: 'The next entry by occurred_at (newer), if any' }),
    older_id: z.uuid().nullable().meta({ description: 'The previous entry by occurred_at (older), if any' }),
  })
  .meta({ id: 'EntryDetail' });
export type EntryDetail = z.infer<typeof entryDetailSchema>;

export const entryPageSchema = page(entrySchema).meta({ id: 'EntryPage' });
export type EntryPage = z.infer<typeof entryPageSchema>;

const flag = z.stringbool({ error: 'must be true or false' });

/** Filters of the entries list. Dates are local days in `tz` (default UTC), both ends included. */
export const entryListQuery = pageQuery
  .extend({
    type: z.enum(entryTypes).optional(),
    tag_id: z.uuid({ error: 'must be a UUID' }).optional(),
    connection_id: z.uuid({ error: 'must be a UUID' }).optional(),
    location_id: z.uuid({ error: 'must be a UUID' }).optional(),
    favorite: flag.optional(),
    private: flag.optional(),
    photos: flag.optional().meta({ description: 'true: only entries with a photo attached' }),
    date: localDate.optional().meta({ description: 'One local day; not with from/to' }),
    from: localDate.optional(),
    to: localDate.optional(),
    tz: timeZoneSchema.default('UTC'),
  })
  .superRefine((q, ctx) => {
    if (q.date && (q.from || q.to))
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'cannot be combined with from or to' });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type EntryListQuery = z.infer<typeof entryListQuery>;
