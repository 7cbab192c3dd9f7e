import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';

/** How this instance is set up (sign-up mode, billing, contact); public, and fixed while it runs. */
export const metaQuery = () =>
  queryOptions({
    queryKey: ['meta'] as const,
    queryFn: ({ signal }) => call(client.GET('/api/v1/meta', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
