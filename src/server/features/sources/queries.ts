import { desc } from 'drizzle-orm';
import { entries, sources } from '../../db/schema/index.ts';
import { catalogQueries } from '../catalog/catalog-queries.ts';

export type SourceRow = typeof sources.$inferSelect & { entryCount: number };

/**
 * The user's sources with how many entries cite each (newest first), and their writes. Deleting
 * one keeps the entries that cited it (source_id is set null).
 */
export const sourceCatalog = catalogQueries<typeof sources, SourceRow>({
  table: sources,
  text: sources.referenceText,
  links: { table: entries, column: entries.sourceId },
  order: [desc(sources.createdAt), desc(sources.id)],
});
