import { z } from 'zod';
import { entrySchema } from './entries.ts';
import { describedConnectionSchema } from './summaries.ts';

export const favoritesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const favoriteConnectionSchema = describedConnectionSchema.meta({ id: 'FavoriteConnection' });

export const favoritesSchema = z
  .object({
    entries: z.array(entrySchema).meta({ description: 'Newest first; more via GET /entries?favorite=true' }),
    connections: z.array(favoriteConnectionSchema).meta({ description: 'By name' }),
  })
  .meta({ id: 'Favorites' });
export type Favorites = z.infer<typeof favoritesSchema>;
