import type { QueryClient } from '@tanstack/react-query';
import { type EntryType, entryTypes } from '../../../shared/schemas/literals.ts';
import { type EntryFilters, entryQueries } from '../../api/entries.ts';
import { forgetFirstReads } from '../../api/first-reads.ts';
import { todayQuery } from '../../api/today.ts';
import { whenSignedIn } from '../../auth/session.ts';
import { readRememberedOpen } from '../today/use-remembered-open.ts';

/** Today's open or closed state, remembered on this device (today-section.tsx). */
export const todayOpenKey = 'memento.today.open';

/** The dashboard's filters, kept in the URL: type, tag, photos and connection (Today's Coming up). */
export function dashboardFilters(params: URLSearchParams) {
  const type = entryTypes.find((t) => t === params.get('type')) as EntryType | undefined;
  const tagId = params.get('tag') ?? undefined;
  const photos = params.get('photos') === 'true' || undefined;
  const connectionId = params.get('connection') ?? undefined;
  const list: EntryFilters = {
    type,
    tag_id: tagId,
    photos: photos ? 'true' : undefined,
    connection_id: connectionId,
  };
  return {
    type,
    tagId,
    photos,
    connectionId,
    filtered: Boolean(type || tagId || photos || connectionId),
    list,
  };
}

/**
 * Starts the dashboard's reads (Today while it is open and nothing is filtered, the first page of
 * entries) as soon as the session names a user, alongside the page's code and the profile sync,
 * instead of once the page has rendered (decision 039). On a full load they take the answers the
 * HTML started (server/http/first-reads.ts). Fresh answers already cached are not asked again.
 */
export function startDashboardReads(queryClient: QueryClient, params: URLSearchParams) {
  const { filtered, list } = dashboardFilters(params);
  whenSignedIn(() => {
    if (!filtered && readRememberedOpen(todayOpenKey)) void queryClient.prefetchQuery(todayQuery());
    // Folded away, Today is read when opened: then it must be fresh, not the page load's answer.
    else forgetFirstReads('/api/v1/today');
    void queryClient.prefetchInfiniteQuery(entryQueries.list(list));
  });
}
