import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

/** The private calendar feed of important dates: on or off, a new URL, turning it off. */

const root = ['calendar'] as const satisfies [Feature];

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: [...root, 'feed'] as const,
    queryFn: ({ signal }) => call(client.GET('/api/v1/calendar/feed', { signal })),
  });

export const regenerateCalendarFeed = () => call(client.POST('/api/v1/calendar/feed'));
export const turnOffCalendarFeed = () => call(client.DELETE('/api/v1/calendar/feed'));

/** The one-time download: a plain link, the browser saves the file. */
export const IMPORTANT_DATES_DOWNLOAD = '/api/v1/calendar/important-dates/download';
