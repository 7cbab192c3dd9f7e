import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { entryTypes } from './literals.ts';

// The literal type lists and the small read models other features embed, in one leaf module:
// entries, favorites, search, the sidebar and the database schema all take them from here, and it
// imports only leaf modules, so any schema module may import it without a cycle.

export const connectionTypes = ['person', 'idea', 'institution'] as const;
export type ConnectionType = (typeof connectionTypes)[number];
export const tagTypes = ['theme', 'topic', 'emotion'] as const;
export type TagType = (typeof tagTypes)[number];
export { type EntryType, entryTypes } from './literals.ts';

/** A connection as other features show it: owned and presented by connections (ConnectionSummary). */
export const connectionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(connectionTypes),
  image_url: z.string().nullable(),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

/** A connection with its summary text (favourites, related connections, group items). */
export const describedConnectionSchema = connectionSummarySchema.extend({
  summary_text: z.string().nullable(),
});
export type DescribedConnection = z.infer<typeof describedConnectionSchema>;

/** An entry as other features list it: owned and presented by entries (EntrySummary). */
export const entrySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(entryTypes),
  occurred_at: isoDateTime,
  is_private: z.boolean(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

/** The least an entry is named by where it is cited or recalled (digests, answers, Today). */
export const entryRefSchema = entrySummarySchema.pick({ id: true, title: true, occurred_at: true });
export type EntryRef = z.infer<typeof entryRefSchema>;

/** A tag as other features show it. */
export const tagSummarySchema = z.object({ id: z.uuid(), name: z.string(), type: z.enum(tagTypes) });
export type TagSummary = z.infer<typeof tagSummarySchema>;
