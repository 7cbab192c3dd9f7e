import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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

export const createEntry = (body: BodyOf<'/api/v1/entries', 'post'>) =>
  call(client.POST('/api/v1/entries', { body, headers: idempotencyKey() }));
export const updateEntry = (id: string, body: BodyOf<'/api/v1/entries/{id}', 'patch'>) =>
  call(client.PATCH('/api/v1/entries/{id}', { params: { path: { id } }, body }));
export const deleteEntry = (id: string) =>
  call(client.DELETE('/api/v1/entries/{id}', { params: { path: { id } } }));

/** The browser's own time zone: it decides which calendar day an entry falls on. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
