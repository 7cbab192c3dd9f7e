import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { browserTimeZone } from '../lib/browser-time-zone.ts';
import { call, client, idempotencyKey } from './http.ts';
import type { Feature } from './invalidation.ts';
import { type BodyOf, cursorPages, type QueryOf } from './paths.ts';

/** The entry endpoints: lists by any filter, one entry with its relations, create, update, delete. */

export type EntryFilters = Omit<QueryOf<'/api/v1/entries'>, 'cursor'>;

const root = ['entries'] as const satisfies [Feature];
export const entryKeys = {
  all: root,
  list: (filters: EntryFilters) => [...root, 'list', filters] as const,
  detail: (id: string) => [...root, 'detail', id] as const,
};

export const entryQueries = {
  list: (filters: EntryFilters) =>
    infiniteQueryOptions({
      queryKey: entryKeys.list(filters),
      queryFn: ({ pageParam, signal }) =>
        call(client.GET('/api/v1/entries', { params: { query: { ...filters, cursor: pageParam } }, signal })),
      ...cursorPages,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: entryKeys.detail(id),
      queryFn: ({ signal }) => call(client.GET('/api/v1/entries/{id}', { params: { path: { id } }, signal })),
    }),
};

/** `key` repeats an earlier attempt's Idempotency-Key (the offline outbox's retries). */
export const createEntry = (body: BodyOf<'/api/v1/entries', 'post'>, key?: string) =>
  call(client.POST('/api/v1/entries', { body, headers: idempotencyKey(key) }));
export const updateEntry = (id: string, body: BodyOf<'/api/v1/entries/{id}', 'patch'>) =>
  call(client.PATCH('/api/v1/entries/{id}', { params: { path: { id } }, body }));
/** The entry as the server has it now, outside the query cache (the outbox compares it with an edit's base). */
export const fetchEntry = (id: string) =>
  call(client.GET('/api/v1/entries/{id}', { params: { path: { id } } }));
export const deleteEntry = (id: string) =>
  call(client.DELETE('/api/v1/entries/{id}', { params: { path: { id } } }));

/** The browser's own time zone: it decides which calendar day an entry falls on. */
export const localTimeZone = () => browserTimeZone() ?? 'UTC';
