import { z } from 'zod';
import { parseImportantDate } from '../important-dates.ts';
import { isoDateTime, page, pageQuery, requiredText } from './common.ts';
import { entryPageSchema } from './entries.ts';
import { keepInTouchSchema } from './keep-in-touch.ts';
import { connectionTypes, describedConnectionSchema } from './summaries.ts';
import { timeZoneSchema } from './time-zone.ts';

export { type ConnectionType, connectionTypes } from './summaries.ts';
export const connectionSorts = ['name', 'recent', 'activity', 'overdue'] as const;
export type ConnectionSort = (typeof connectionSorts)[number];

export const CONNECTION_LIMITS = {
  name: 120,
  summary: 2000,
  imageUrl: 2048,
  importantDates: 50,
  dateLabel: 60,
  related: 100,
  /** Uploaded images, in bytes. */
  imageBytes: 2 * 1024 * 1024,
};

/** The path an uploaded image is served from; `v` changes with the image so it can be cached for good. */
export const uploadedImagePath = /^\/api\/v1\/connections\/[0-9a-f-]{36}\/image(\?v=[\w-]+)?$/;
export const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

// Forms send '' for a field left empty: it means "not given".
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const handle = /^@?[\w.-]{1,100}$/;

export const contactInfoSchema = z
  .strictObject({
    email: optionalText(z.email('must be an email address').max(254, 'must be at most 254 characters')),
    phone: optionalText(
      z
        .string()
        .trim()
        .max(40, 'must be at most 40 characters')
        .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'may hold only digits, spaces, + ( ) . and -'),
    ),
    social: optionalText(
      z
        .string()
        .trim()
        .max(300, 'must be at most 300 characters')
        .refine(
          (v) => isHttpsUrl(v) || v.startsWith('http://') || handle.test(v),
          'must be a URL or a handle',
        ),
    ),
  })
  .meta({ id: 'ContactInfo' });
export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const importantDateSchema = z
  .strictObject({
    label: requiredText(CONNECTION_LIMITS.dateLabel),
    date: z
      .string()
      .refine(
        (v) => parseImportantDate(v) !== null,
        'must be a date as YYYY-MM-DD, or --MM-DD without a year',
      )
      .meta({
        example: '--07-14',
        description: "YYYY-MM-DD, or --MM-DD when the year is not known (vCard's form)",
      }),
  })
  .meta({ id: 'ImportantDate' });
export type ImportantDate = z.infer<typeof importantDateSchema>;

/** Every writable field of a connection; create and update pick from these. */
const connectionFields = {
  name: requiredText(CONNECTION_LIMITS.name),
  type: z.enum(connectionTypes, { error: 'must be person, idea or institution' }),
  summary_text: z
    .string()
    .max(CONNECTION_LIMITS.summary, `must be at most ${CONNECTION_LIMITS.summary} characters`)
    .nullable(),
  image_url: z
    .string()
    .max(CONNECTION_LIMITS.imageUrl, `must be at most ${CONNECTION_LIMITS.imageUrl} characters`)
    .refine(
      (v) => isHttpsUrl(v) || uploadedImagePath.test(v),
      'must be an https:// image URL (upload a file with PUT /connections/{id}/image)',
    )
    .nullable(),
  contact_info: contactInfoSchema.meta({ description: 'Only for type person' }),
  important_dates: z
    .array(importantDateSchema)
    .max(CONNECTION_LIMITS.importantDates, `must hold at most ${CONNECTION_LIMITS.importantDates} dates`),
  related_connection_ids: z
    .array(z.uuid({ error: 'must hold connection ids (UUIDs)' }))
    .max(CONNECTION_LIMITS.related, `must hold at most ${CONNECTION_LIMITS.related} connections`)
    .transform((list) => [...new Set(list)])
    .meta({ description: 'Symmetric: each related connection lists this one back' }),
  is_favorite: z.boolean(),
  keep_in_touch: keepInTouchSchema,
};

/** True when any contact field is filled. */
export const hasContact = (c: ContactInfo | undefined) => Boolean(c && (c.email || c.phone || c.social));

export const connectionCreateSchema = z
  .strictObject({
    ...connectionFields,
    type: connectionFields.type.default('person'),
    summary_text: connectionFields.summary_text.optional(),
    image_url: connectionFields.image_url.optional(),
    contact_info: connectionFields.contact_info.optional(),
    important_dates: connectionFields.important_dates.optional(),
    related_connection_ids: connectionFields.related_connection_ids.optional(),
    is_favorite: connectionFields.is_favorite.default(false),
    keep_in_touch: connectionFields.keep_in_touch.default('none'),
  })
  .superRefine((c, ctx) => {
    if (c.type !== 'person' && hasContact(c.contact_info))
      ctx.addIssue({ code: 'custom', path: ['contact_info'], message: 'is only for people (type person)' });
  })
  .meta({ id: 'ConnectionCreate' });
export type ConnectionCreate = z.infer<typeof connectionCreateSchema>;

/** A partial update: only the fields sent change; `related_connection_ids` replaces the relations. */
export const connectionUpdateSchema = z
  .strictObject(connectionFields)
  .partial()
  .meta({ id: 'ConnectionUpdate' });
export type ConnectionUpdate = z.infer<typeof connectionUpdateSchema>;

export const connectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(connectionTypes),
    summary_text: z.string().nullable(),
    image_url: z.string().nullable(),
    contact_info: z.object({
      email: z.string().optional(),
      phone: z.string().optional(),
      social: z.string().optional(),
    }),
    important_dates: z.array(z.object({ label: z.string(), date: z.string() })),
    related_connection_ids: z.array(z.uuid()),
    is_favorite: z.boolean(),
    activity_count: z.number().int().meta({ description: 'How many entries are linked' }),
    last_entry_at: isoDateTime.nullable().meta({ description: 'occurred_at of the newest linked entry' }),
    keep_in_touch: keepInTouchSchema,
    next_due_at: isoDateTime.nullable().meta({
      description:
        'When keeping in touch is next due: last contact (or when the cadence was set) plus the cadence; null without one',
    }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Connection' });
export type Connection = z.infer<typeof connectionSchema>;

export const relatedConnectionSchema = describedConnectionSchema.meta({ id: 'RelatedConnection' });
export type RelatedConnection = z.infer<typeof relatedConnectionSchema>;

/** One connection with what its page shows: related connections, entries and a year of activity. */
export const connectionDetailSchema = connectionSchema
  .extend({
    related: z.array(relatedConnectionSchema),
    entries: entryPageSchema.meta({
      description: 'Newest first; more with GET /entries?connection_id=&cursor=',
    }),
    activity_by_month: z
      .array(z.object({ month: z.string().meta({ example: '2026-03' }), count: z.number().int() }))
      .meta({ description: 'Entries per month over the last 12 months (local to tz), oldest first' }),
  })
  .meta({ id: 'ConnectionDetail' });
export type ConnectionDetail = z.infer<typeof connectionDetailSchema>;

export const connectionPageSchema = page(connectionSchema).meta({ id: 'ConnectionPage' });
export type ConnectionPage = z.infer<typeof connectionPageSchema>;

export const connectionListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional().meta({ description: 'Case-insensitive name filter' }),
  type: z.enum(connectionTypes, { error: 'must be person, idea or institution' }).optional(),
  sort: z.enum(connectionSorts, { error: 'must be name, recent, activity or overdue' }).default('name').meta({
    description:
      'name (A to Z), recent (newest entry first), activity (most entries first) or overdue (keep-in-touch due soonest first; those without a cadence last)',
  }),
});
export type ConnectionListQuery = z.infer<typeof connectionListQuery>;

export const connectionDetailQuery = z.object({
  tz: timeZoneSchema.default('UTC'),
  entries_limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConnectionDetailQuery = z.infer<typeof connectionDetailQuery>;
