import { z } from 'zod';
import { CONNECTION_LIMITS } from '../schemas/connections.ts';
import { digestEngines, digestScopeTypes } from '../schemas/digests.ts';
import { ENTRY_LIMITS, entryTypes } from '../schemas/entries.ts';
import { GROUP_LIMITS, groupItemTypes } from '../schemas/groups.ts';
import { keepInTouchCadences } from '../schemas/keep-in-touch.ts';
import { sourceTypes } from '../schemas/sources.ts';
import { connectionTypes, tagTypes } from '../schemas/summaries.ts';
import { isTimeZone } from '../schemas/time-zone.ts';

/**
 * The Memento export format, version 1: `memento.json` at the root of the zip, files beside it.
 * The one definition of the format: the exporter writes it, the importer reads it through these
 * schemas (so an imported string passes the same limits as the API), and
 * docs/formats/memento.schema.json is generated from it (scripts/memento-schema.ts).
 */
export const MEMENTO_FORMAT = 'memento';
export const MEMENTO_VERSION = 1;

const id = z
  .uuid()
  .describe('Stable within one file; links name records by it. A new account gives new ids.');
const instant = z.iso.datetime({ offset: true }).describe('An instant, ISO 8601 with milliseconds, UTC');
/** A zip path of a file beside memento.json: relative, forward slashes, no `..`. */
const zipPath = z
  .string()
  .max(300)
  .regex(/^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[\w./-]+$/, 'must be a relative path inside the zip');
/** Text as the API takes it: bounded, and without NUL characters (docs/decisions/016). */
const text = (max: number) =>
  z
    .string()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character refused
    .regex(/^[^\u0000]*$/, 'must not contain NUL characters');

export const mementoProfileSchema = z.strictObject({
  name: z.string().max(100).nullable(),
  ai_enabled: z.boolean().describe('false keeps every entry away from any AI engine'),
  time_zone: text(64)
    .refine(isTimeZone, 'must be an IANA time zone')
    .describe('IANA name; decides which day an entry falls on'),
});

export const mementoTagSchema = z.strictObject({
  id,
  name: text(60).min(1),
  type: z.enum(tagTypes),
  created_at: instant,
  updated_at: instant,
});

export const mementoLocationSchema = z.strictObject({
  id,
  label: text(200).min(1),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  created_at: instant,
  updated_at: instant,
});

export const mementoSourceSchema = z.strictObject({
  id,
  source_type: z.enum(sourceTypes),
  reference_text: text(2000).min(1),
  created_at: instant,
  updated_at: instant,
});

/** A birthday or anniversary: a full date, or a year-less one (`--MM-DD`, as in vCard). */
const importantDate = z.strictObject({
  label: text(CONNECTION_LIMITS.dateLabel).min(1),
  date: z.string().regex(/^(\d{4}|-)-\d{2}-\d{2}$/, 'must be YYYY-MM-DD or --MM-DD'),
});

export const mementoConnectionSchema = z.strictObject({
  id,
  name: text(CONNECTION_LIMITS.name).min(1),
  type: z.enum(connectionTypes),
  summary_text: text(CONNECTION_LIMITS.summary).nullable(),
  image_url: text(CONNECTION_LIMITS.imageUrl)
    .nullable()
    .describe('An outside https:// image; null when there is none or when the image is a file (image)'),
  image: z
    .strictObject({ path: zipPath, content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']) })
    .nullable()
    .describe('An uploaded image, as a file in the zip'),
  contact_info: z.strictObject({
    email: text(254).optional(),
    phone: text(40).optional(),
    social: text(300).optional(),
  }),
  important_dates: z.array(importantDate).max(CONNECTION_LIMITS.importantDates),
  related_connection_ids: z
    .array(id)
    .max(CONNECTION_LIMITS.related)
    .describe('Symmetric: both sides list each other'),
  is_favorite: z.boolean(),
  keep_in_touch: z.enum(keepInTouchCadences).describe('How often to keep in touch; none for no reminder'),
  keep_in_touch_since: instant.nullable().describe('When the cadence was set'),
  created_at: instant,
  updated_at: instant,
});

export const mementoAttachmentSchema = z.strictObject({
  id,
  path: zipPath.describe('The original file as uploaded, in the zip'),
  kind: z.enum(['image', 'audio', 'pdf']),
  content_type: text(100),
  file_name: text(200).nullable(),
  byte_size: z.int().min(0),
  etag: z
    .string()
    .regex(/^[\w-]{16}$/)
    .describe("The first 16 characters of the base64url SHA-256 of the file's bytes: a check on the file"),
  position: z.int().min(0),
  caption: text(500).nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  taken_at: instant.nullable(),
  taken_lat: z.number().min(-90).max(90).nullable(),
  taken_lng: z.number().min(-180).max(180).nullable(),
  created_at: instant,
});

export const mementoEntrySchema = z.strictObject({
  id,
  title: text(ENTRY_LIMITS.title).min(1),
  type: z.enum(entryTypes),
  content: text(ENTRY_LIMITS.content).describe('As written (Markdown)'),
  star_rating: z.int().min(1).max(5).nullable(),
  summary: text(ENTRY_LIMITS.summary).nullable(),
  is_private: z.boolean().describe('Private entries are in the owner’s export too, marked here'),
  is_favorite: z.boolean(),
  prompt_used: text(ENTRY_LIMITS.prompt).nullable(),
  context_text: text(ENTRY_LIMITS.context).nullable(),
  occurred_at: instant,
  created_at: instant,
  updated_at: instant,
  location_id: id.nullable(),
  source_id: id.nullable(),
  tag_ids: z.array(id),
  connection_ids: z.array(id),
  attachments: z.array(mementoAttachmentSchema),
});

export const mementoGroupItemSchema = z.strictObject({
  item_type: z.enum(groupItemTypes),
  item_id: id.describe('An entry, connection, tag or location of this file'),
  created_at: instant,
});

export const mementoGroupSchema = z.strictObject({
  id,
  name: text(GROUP_LIMITS.name).min(1),
  description: text(GROUP_LIMITS.description).nullable(),
  created_at: instant,
  updated_at: instant,
  items: z.array(mementoGroupItemSchema),
});

export const mementoDigestSchema = z.strictObject({
  id,
  title: text(200).min(1),
  content: text(200_000),
  date_range: z.strictObject({ start: instant, end: instant }),
  emotion_trends: z.record(z.string().max(60), z.number()),
  quote_highlights: z.array(text(2000)),
  generated_offline: z.boolean(),
  claims: z.array(z.strictObject({ text: text(20_000), entry_ids: z.array(id) })),
  cited_entries: z.array(z.strictObject({ id, title: text(ENTRY_LIMITS.title), occurred_at: instant })),
  engine: z.enum(digestEngines),
  scope: z
    .strictObject({ type: z.enum(digestScopeTypes), id, name: text(120) })
    .nullable()
    .describe('A digest about one connection or group; the name as it was then'),
  created_at: instant,
});

/**
 * The whole file. Keys come in this order, and readers may rely on it: everything an entry links
 * to comes before `entries`, and what links entries (groups, digests) after them.
 */
export const mementoFileSchema = z
  .strictObject({
    format: z.literal(MEMENTO_FORMAT),
    version: z.literal(MEMENTO_VERSION),
    exported_at: instant,
    profile: mementoProfileSchema,
    tags: z.array(mementoTagSchema),
    locations: z.array(mementoLocationSchema),
    sources: z.array(mementoSourceSchema),
    connections: z.array(mementoConnectionSchema),
    entries: z.array(mementoEntrySchema),
    groups: z.array(mementoGroupSchema),
    digests: z.array(mementoDigestSchema),
  })
  .describe('memento.json: a Memento account, exported');

export type MementoTag = z.infer<typeof mementoTagSchema>;
export type MementoLocation = z.infer<typeof mementoLocationSchema>;
export type MementoSource = z.infer<typeof mementoSourceSchema>;
export type MementoConnection = z.infer<typeof mementoConnectionSchema>;
export type MementoAttachment = z.infer<typeof mementoAttachmentSchema>;
export type MementoEntry = z.infer<typeof mementoEntrySchema>;
export type MementoGroup = z.infer<typeof mementoGroupSchema>;
export type MementoDigest = z.infer<typeof mementoDigestSchema>;
export type MementoProfile = z.infer<typeof mementoProfileSchema>;
