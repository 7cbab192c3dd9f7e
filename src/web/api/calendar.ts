import { queryOptions } from '@tanstack/react-query';
import { localTimeZone } from './entries.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

const root = ['calendar'] as const satisfies [Feature];

/** How many entries fall on each day from `from` to `to` (yyyy-MM-dd) in the browser's time zone. */
export const calendarQuery = (from: string, to: string, tz = localTimeZone()) =>
  queryOptions({
    queryKey: [...root, from, to, tz] as const,
    queryFn: ({ signal }) =>
      call(client.GET('/api/v1/calendar', { params: { query: { from, to, tz } }, signal })),
  });
