import { z } from 'zod';

/** Lists of tags, locations and sources are short and wanted whole by pickers; `q` narrows them. */
export const catalogQuery = z.object({
  q: z.string().trim().max(200).optional().meta({ description: 'Case-insensitive substring filter' }),
});
export type CatalogQuery = z.infer<typeof catalogQuery>;
