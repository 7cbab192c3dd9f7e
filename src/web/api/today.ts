import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

const root = ['today'] as const satisfies [Feature];

export const todayKeys = {
  all: root,
  onThisDay: (date: string | undefined) => [...root, 'on-this-day', date ?? 'today'] as const,
};

/** The dashboard's Today: On this day, Coming up and Reach out, in one request. */
export const todayQuery = () =>
  queryOptions({
    queryKey: root,
    queryFn: ({ signal }) => call(client.GET('/api/v1/today', { signal })),
  });

/** Every entry on a calendar day in earlier years (the Show me more page). */
export const onThisDayQuery = (date: string | undefined) =>
  queryOptions({
    queryKey: todayKeys.onThisDay(date),
    queryFn: ({ signal }) => call(client.GET('/api/v1/on-this-day', { params: { query: { date } }, signal })),
  });
