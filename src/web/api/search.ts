import { queryOptions } from '@tanstack/react-query';
import { localTimeZone } from './entries.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

const root = ['search'] as const satisfies [Feature];

/** Local days (YYYY-MM-DD, both included) that narrow the entries a search finds. */
export interface SearchRange {
  from?: string;
  to?: string;
}

/** Entries, connections, tags and places matching `q`, best first; a range is read in the browser's zone. */
export const searchQuery = (q: string, limit: number, range: SearchRange = {}) =>
  queryOptions({
    queryKey: [...root, q, limit, range] as const,
    queryFn: ({ signal }) =>
      call(
        client.GET('/api/v1/search', {
          params: {
            query: { q, limit, ...range, ...(range.from || range.to ? { tz: localTimeZone() } : {}) },
          },
          signal,
        }),
      ),
  });
