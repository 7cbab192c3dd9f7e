import type { Calendar } from '../../shared/schemas/calendar.ts';
import type {
  Entry,
  EntryCreate,
  EntryDetail,
  EntryPage,
  EntryType,
  EntryUpdate,
} from '../../shared/schemas/entries.ts';
import type { Favorites } from '../../shared/schemas/favorites.ts';
import type { Location, LocationCreate } from '../../shared/schemas/locations.ts';
import type { SearchResult } from '../../shared/schemas/search.ts';
import type { Source, SourceCreate } from '../../shared/schemas/sources.ts';
import type { Tag, TagCreate } from '../../shared/schemas/tags.ts';
import { api } from './http.ts';

/** The journal's endpoints: entries and what they link to, the calendar, search and favorites. */

export interface EntryFilters {
  type?: EntryType;
  tag_id?: string;
  connection_id?: string;
  location_id?: string;
  favorite?: boolean;
  date?: string;
  tz?: string;
  limit?: number;
}

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The browser's own time zone: it decides which calendar day an entry falls on. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const listEntries = (filters: EntryFilters, cursor?: string) =>
  api<EntryPage>(`/api/v1/entries${query({ ...filters, cursor })}`);
export const getEntry = (id: string) => api<EntryDetail>(`/api/v1/entries/${encodeURIComponent(id)}`);
export const createEntry = (input: EntryCreate) =>
  api<Entry>('/api/v1/entries', { method: 'POST', body: input });
export const updateEntry = (id: string, input: EntryUpdate) =>
  api<Entry>(`/api/v1/entries/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
export const deleteEntry = (id: string) =>
  api<void>(`/api/v1/entries/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const listTags = (q?: string) => api<{ items: Tag[] }>(`/api/v1/tags${query({ q })}`);
export const createTag = (input: TagCreate) => api<Tag>('/api/v1/tags', { method: 'POST', body: input });

export const listLocations = (q?: string) => api<{ items: Location[] }>(`/api/v1/locations${query({ q })}`);
export const createLocation = (input: LocationCreate) =>
  api<Location>('/api/v1/locations', { method: 'POST', body: input });

export const listSources = (q?: string) => api<{ items: Source[] }>(`/api/v1/sources${query({ q })}`);
export const createSource = (input: SourceCreate) =>
  api<Source>('/api/v1/sources', { method: 'POST', body: input });

export const getCalendar = (from: string, to: string, tz = localTimeZone()) =>
  api<Calendar>(`/api/v1/calendar${query({ from, to, tz })}`);

/** Local days (YYYY-MM-DD, both included) that narrow the entries a search finds. */
export interface SearchRange {
  from?: string;
  to?: string;
}

export const search = (q: string, limit = 10, signal?: AbortSignal, range: SearchRange = {}) =>
  api<SearchResult>(
    `/api/v1/search${query({ q, limit, ...range, ...(range.from || range.to ? { tz: localTimeZone() } : {}) })}`,
    { signal },
  );

export const getFavorites = () => api<Favorites>('/api/v1/favorites');
