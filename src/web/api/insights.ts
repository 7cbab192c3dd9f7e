import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';
import type { QueryOf } from './paths.ts';

const root = ['insights'] as const satisfies [Feature];

export type InsightsRange = Omit<QueryOf<'/api/v1/insights'>, 'tz'>;

/** The Insights view of a range, its days named in the profile's time zone. */
export const insightsQuery = (range: InsightsRange) =>
  queryOptions({
    queryKey: [...root, range] as const,
    queryFn: ({ signal }) => call(client.GET('/api/v1/insights', { params: { query: range }, signal })),
  });
