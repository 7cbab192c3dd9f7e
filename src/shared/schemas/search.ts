import { z } from 'zod';
import { requiredText } from './common.ts';
import { connectionSummarySchema, entrySummarySchema, tagSummarySchema } from './summaries.ts';
import { localDate, timeZoneSchema } from './time-zone.ts';

/** What to search for; `from` and `to` are local days in `tz` (both included) that narrow the entries. */
export const searchQuery = z
  .object({
    q: requiredText(200),
    limit: z.coerce.number().int().min(1).max(50).default(10),
    from: localDate.optional(),
    to: localDate.optional(),
    tz: timeZoneSchema.default('UTC'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * Highlighted text as plain pieces: render `text` as text and wrap the pieces with `match` in
 * <mark>. No markup ever comes from the server, so user text cannot inject any.
 */
export const highlightSchema = z
  .array(z.object({ text: z.string(), match: z.boolean() }))
  .meta({ id: 'Highlight' });
export type Highlight = z.infer<typeof highlightSchema>;

export const searchResultSchema = z
  .object({
    entries: z.array(
      entrySummarySchema.extend({ title_highlight: highlightSchema, snippet: highlightSchema }),
    ),
    connections: z.array(
      connectionSummarySchema.extend({ name_highlight: highlightSchema, snippet: highlightSchema }),
    ),
    tags: z.array(tagSummarySchema),
    locations: z.array(z.object({ id: z.uuid(), label: z.string() })),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;
