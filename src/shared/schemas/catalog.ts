import { z } from 'zod';

/** Lists of tags, locations and sources are short and wanted whole by pickers; `q` narrows them. */
export const catalogQuery = z.object({
  q: z.string().trim().max(200).optional().meta({ description: 'Case-insensitive substring filter' }),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;

/** Merging a tag or place into another of the caller's: every link moves, then the first is deleted. */
export const mergeSchema = z
  .strictObject({ into_id: z.uuid({ error: 'must be a UUID' }) })
  .meta({ id: 'MergeInto' });
export type MergeInto = z.infer<typeof mergeSchema>;
