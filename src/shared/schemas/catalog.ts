import { z } from 'zod';
import { isoDateTime, itemsOf } from './common.ts';

/**
 * A tag, location or source as the API shows it: its id and own fields, how many entries use it
 * (`counted` says how), and when it was made and last changed.
 */
export const catalogItem = <F extends z.ZodRawShape>(fields: F, counted: string) =>
  z.object({
    id: z.uuid(),
    ...fields,
    entry_count: z.number().int().meta({ description: counted }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  });

/** The whole list of one catalog (pickers want it whole), named `id` in the OpenAPI document. */
export const catalogList = <T extends z.ZodType>(item: T, id: string) => itemsOf(item).meta({ id });

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
