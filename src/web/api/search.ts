import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

const root = ['search'] as const satisfies [Feature];

/** Entries and connections matching `q`, best first. */
export const searchQuery = (q: string, limit: number) =>
  queryOptions({
    queryKey: [...root, q, limit] as const,
    queryFn: ({ signal }) => call(client.GET('/api/v1/search', { params: { query: { q, limit } }, signal })),
  });
