import { z } from 'zod';
import { emotionScoresSchema } from './ai.ts';
import { isoDateTime, page, pageQuery, requiredText } from './common.ts';
import { entryRefSchema } from './summaries.ts';
import { timeZoneSchema } from './time-zone.ts';

/** The periods a digest can cover; each ends now (PRODUCT-SPEC section 9). */
export const digestRanges = ['week', 'month', 'quarter', 'year'] as const;
export type DigestRangeName = (typeof digestRanges)[number];

/** The card note of a digest the local engine made because the configured AI service failed. */
export const OFFLINE_NOTE = 'Generated offline: the AI service did not answer.';

export const dateRangeSchema = z.object({ start: isoDateTime, end: isoDateTime }).meta({ id: 'DateRange' });

/** One claim of a digest's text and the entries it rests on. */
export const digestClaimSchema = z
  .object({
    text: z.string(),
    entry_ids: z.array(z.uuid()),
  })
  .meta({ id: 'DigestClaim' });
export type DigestClaim = z.infer<typeof digestClaimSchema>;

/** An entry a digest cites, as it was when the digest was written. */
export const citedEntrySchema = entryRefSchema.meta({ id: 'CitedEntry' });
export type CitedEntry = z.infer<typeof citedEntrySchema>;

/** What a scoped digest is about: one connection or one group (issue 17). */
export const digestScopeTypes = ['connection', 'group'] as const;
export type DigestScopeType = (typeof digestScopeTypes)[number];

export const digestScopeSchema = z
  .object({ type: z.enum(digestScopeTypes), id: z.uuid(), name: z.string() })
  .meta({ id: 'DigestScope' });
export type DigestScope = z.infer<typeof digestScopeSchema>;

/** Which engine wrote a digest: the offline one on this server, or the configured model. */
export const digestEngines = ['local', 'openai'] as const;

export const digestSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    content: z.string(),
    date_range: dateRangeSchema.nullable(),
    emotion_trends: emotionScoresSchema,
    quote_highlights: z.array(z.string()),
    note: z
      .string()
      .nullable()
      .meta({ description: `'${OFFLINE_NOTE}' when the local engine stood in` }),
    claims: z
      .array(digestClaimSchema)
      .meta({ description: 'The paragraphs of `content`, each with the ids of the entries it rests on' }),
    cited_entries: z.array(citedEntrySchema),
    engine: z.enum(digestEngines).meta({ description: 'Which engine wrote the text' }),
    scope: digestScopeSchema.nullable().meta({
      description: 'The connection or group it is about (its name then); null for the whole journal',
    }),
    created_at: isoDateTime,
  })
  .meta({ id: 'Digest' });
export type Digest = z.infer<typeof digestSchema>;

export const digestPageSchema = page(digestSchema).meta({ id: 'DigestPage' });
export type DigestPage = z.infer<typeof digestPageSchema>;
export const digestListQuery = pageQuery;
export type DigestListQuery = z.infer<typeof digestListQuery>;

export const DIGEST_TITLE_MAX = 200;

export const digestGenerateSchema = z
  .strictObject({
    title: requiredText(DIGEST_TITLE_MAX),
    range: z.enum(digestRanges).default('week'),
    tz: timeZoneSchema
      .optional()
      .meta({ description: 'The reader’s time zone: it names the days of the period (default UTC)' }),
    connection_id: z
      .uuid({ error: 'must be a connection id (UUID)' })
      .optional()
      .meta({ description: 'Only entries linked to this connection' }),
    group_id: z
      .uuid({ error: 'must be a group id (UUID)' })
      .optional()
      .meta({ description: 'Only entries in this group or linked to its connections, tags or places' }),
  })
  .refine((d) => !(d.connection_id && d.group_id), {
    path: ['group_id'],
    message: 'cannot be sent with connection_id: a digest is about one connection or one group',
  })
  .meta({ id: 'DigestGenerate' });
export type DigestGenerate = z.input<typeof digestGenerateSchema>;
