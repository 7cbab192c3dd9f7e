import { z } from 'zod';

// The literal type lists and the small read models other features embed, in one leaf module:
// entries, favorites, search, the sidebar and the database schema all take them from here, and it
// imports nothing of ours, so any schema module may import it without a cycle.

export const connectionTypes = ['person', 'idea', 'institution'] as const;
export type ConnectionType = (typeof connectionTypes)[number];
export const tagTypes = ['theme', 'topic', 'emotion'] as const;
export type TagType = (typeof tagTypes)[number];

/** A connection as other features show it: owned and presented by connections (ConnectionSummary). */
export const connectionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(connectionTypes),
  image_url: z.string().nullable(),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

/** A tag as other features show it. */
export const tagSummarySchema = z.object({ id: z.uuid(), name: z.string(), type: z.enum(tagTypes) });
export type TagSummary = z.infer<typeof tagSummarySchema>;
