import { queryOptions } from '@tanstack/react-query';
import { localTimeZone } from './entries.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';
import type { QueryOf } from './paths.ts';

const root = ['insights'] as const satisfies [Feature];

export type InsightsRange = Omit<QueryOf<'/api/v1/insights'>, 'tz'>;

/** The Insights view of a range in the browser's time zone: emotions, with whom, habits, private entries. */
export const insightsQuery = (range: InsightsRange, tz = localTimeZone()) =>
  queryOptions({
    queryKey: [...root, range, tz] as const,
    queryFn: ({ signal }) =>
      call(client.GET('/api/v1/insights', { params: { query: { ...range, tz } }, signal })),
  });
