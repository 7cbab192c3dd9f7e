import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

const root = ['favorites'] as const satisfies [Feature];

/** The starred entries, connections and the rest of the favorites page. */
export const favoritesQuery = () =>
  queryOptions({
    queryKey: root,
    queryFn: ({ signal }) => call(client.GET('/api/v1/favorites', { signal })),
  });
