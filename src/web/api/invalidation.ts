import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The features whose data the web app caches. Every cache key starts with one of these names
 * (each feature's module in this folder defines its keys under its own name).
 */
export type Feature =
  | 'entries'
  | 'calendar'
  | 'search'
  | 'favorites'
  | 'tags'
  | 'locations'
  | 'sources'
  | 'connections'
  | 'groups'
  | 'digests'
  | 'insights'
  | 'billing'
  | 'profile'
  | 'ai'
  | 'sessions'
  | 'imports'
  | 'notifications'
  | 'today';

/**
 * Where each feature's records also show, besides its own views: the one place that says what a
 * change touches, so a mutation names what it changed and the views to refresh are derived.
 */
const shownIn: Record<Feature, readonly Feature[]> = {
  // Entries fill the calendar, search, favorites, connection timelines and activity counts, group
  // items and counts, tag and place usage, and the plan's usage figures.
  // Today recalls entries (On this day, a date's memories) and dates the clock of keeping in touch.
  entries: [
    'calendar',
    'search',
    'favorites',
    'connections',
    'groups',
    'tags',
    'locations',
    'billing',
    'insights',
    'today',
  ],
  // Tag names and colours show on entry cards, in group items and in search; a merge or delete also
  // moves or drops the entries' links, so every list filtered by a tag changes.
  tags: ['entries', 'calendar', 'search', 'favorites', 'groups', 'insights'],
  // Place labels show on entries, in group items and in search (renamed, merged or deleted alike).
  locations: ['entries', 'search', 'favorites', 'groups'],
  sources: ['entries'],
  // Connection names show on entries and in search; they are group items, can be favorites, and
  // count in the plan.
  connections: ['entries', 'search', 'favorites', 'groups', 'billing', 'insights', 'today'],
  calendar: [],
  search: [],
  favorites: [],
  groups: [],
  digests: [],
  insights: [],
  billing: [],
  // The profile's time zone names the days of Insights, of the graph's time range and of Today.
  profile: ['insights', 'connections', 'today'],
  // Turning AI off or on changes which entries Insights can read.
  ai: ['insights'],
  sessions: [],
  // A finished import adds entries (with tags, places, files) and people.
  imports: ['entries', 'connections', 'tags', 'locations'],
  notifications: [],
  today: [],
};

/** The features to refresh after `changed` changed: itself and every feature that shows its data. */
export const touchedBy = (changed: Feature): Feature[] => [changed, ...shownIn[changed]];

const mentions = (key: readonly unknown[], id: string) => JSON.stringify(key).includes(JSON.stringify(id));

/**
 * Refreshes every view that shows data of `changed`. After a delete, pass the deleted id: views of
 * that record (its detail, its items) are not asked for again, since asking would only answer 404.
 */
export function invalidate(queryClient: QueryClient, changed: Feature, deleted?: string) {
  return Promise.all(
    touchedBy(changed).map((feature) =>
      queryClient.invalidateQueries({
        queryKey: [feature],
        predicate: deleted ? (query) => !mentions(query.queryKey, deleted) : undefined,
      }),
    ),
  );
}

/** `invalidate` bound to this app's query client. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (changed: Feature, deleted?: string) => invalidate(queryClient, changed, deleted),
    [queryClient],
  );
}
