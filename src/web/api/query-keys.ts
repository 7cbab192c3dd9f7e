import type { GroupItemType } from '../../shared/schemas/groups.ts';
import type { ConnectionFilters } from './connections.ts';
import type { EntryFilters } from './journal.ts';

/** Every cache key the web app uses, in one place so invalidation is easy to get right. */
export const queryKeys = {
  meta: ['meta'] as const,
  profile: ['profile'] as const,
  profileSync: (userId: string) => ['profile-sync', userId] as const,
  /** The plan and usage against its limits: invalidate after creating entries or connections. */
  billing: ['billing'] as const,
  verifySubscription: (sessionId: string) => ['billing', 'verify', sessionId] as const,
  recentConnections: ['connections', 'recent'] as const,
  sessions: ['auth', 'sessions'] as const,
  /** Prefix of every entry list, detail and count: invalidate it after any entry changes. */
  entries: ['entries'] as const,
  entryList: (filters: EntryFilters) => ['entries', 'list', filters] as const,
  entry: (id: string) => ['entries', 'detail', id] as const,
  calendar: (from: string, to: string) => ['entries', 'calendar', from, to] as const,
  favorites: ['entries', 'favorites'] as const,
  search: (q: string, limit: number, range: { from?: string; to?: string } = {}) =>
    ['entries', 'search', q, limit, range] as const,
  tags: ['tags'] as const,
  locations: ['locations'] as const,
  sources: ['sources'] as const,
  /** Prefix of every connection list and detail. */
  connections: ['connections'] as const,
  connectionList: (filters: ConnectionFilters) => ['connections', 'list', filters] as const,
  connection: (id: string) => ['connections', 'detail', id] as const,
  /** Prefix of every group list, detail, item list and candidate list. */
  groups: ['groups'] as const,
  groupList: (q: string) => ['groups', 'list', q] as const,
  group: (id: string) => ['groups', 'detail', id] as const,
  groupItems: (id: string, type: GroupItemType) => ['groups', 'items', id, type] as const,
  groupCandidates: (id: string, type: GroupItemType, q: string) =>
    ['groups', 'candidates', id, type, q] as const,
};
