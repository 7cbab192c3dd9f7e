import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { localTimeZone } from './entries.ts';
import { call, client, idempotencyKey, rawBody } from './http.ts';
import type { Feature } from './invalidation.ts';
import { type BodyOf, cursorPages, type QueryOf } from './paths.ts';

/** The connection endpoints: list and search, one with its relations, create, update, delete, image. */

export type ConnectionFilters = Omit<QueryOf<'/api/v1/connections'>, 'cursor'>;

const root = ['connections'] as const satisfies [Feature];
export const connectionKeys = {
  all: root,
  list: (filters: ConnectionFilters) => [...root, 'list', filters] as const,
  detail: (id: string) => [...root, 'detail', id] as const,
  recent: [...root, 'recent'] as const,
  graph: (query: QueryOf<'/api/v1/connections/graph'>) => [...root, 'graph', query] as const,
};

const list = (query: QueryOf<'/api/v1/connections'>, signal?: AbortSignal) =>
  call(client.GET('/api/v1/connections', { params: { query }, signal }));

export const connectionQueries = {
  list: (filters: ConnectionFilters) =>
    infiniteQueryOptions({
      queryKey: connectionKeys.list(filters),
      queryFn: ({ pageParam, signal }) => list({ ...filters, cursor: pageParam }, signal),
      ...cursorPages,
    }),
  /** A quick name search for pickers (the entry editor's connection field, related connections). */
  picker: (q: string, limit = 20) =>
    queryOptions({
      queryKey: [...root, 'picker', q, limit] as const,
      queryFn: ({ signal }) => list({ q, limit }, signal),
    }),
  detail: (id: string, tz = localTimeZone()) =>
    queryOptions({
      queryKey: connectionKeys.detail(id),
      queryFn: ({ signal }) =>
        call(client.GET('/api/v1/connections/{id}', { params: { path: { id }, query: { tz } }, signal })),
    }),
  /** Connections as nodes and weighted edges, for the relationship graph. */
  graph: (query: QueryOf<'/api/v1/connections/graph'>) =>
    queryOptions({
      queryKey: connectionKeys.graph(query),
      queryFn: ({ signal }) => call(client.GET('/api/v1/connections/graph', { params: { query }, signal })),
    }),
  /** Every connection's name, for spotting them in what is being written (mentions). */
  names: () =>
    queryOptions({
      queryKey: [...root, 'names'] as const,
      queryFn: ({ signal }) => call(client.GET('/api/v1/connections/names', { signal })),
      staleTime: 60_000,
    }),
  /** The sidebar's connections with the latest activity. */
  recent: () =>
    queryOptions({
      queryKey: connectionKeys.recent,
      queryFn: ({ signal }) => call(client.GET('/api/v1/connections/recent', { signal })),
    }),
};

export const createConnection = (body: BodyOf<'/api/v1/connections', 'post'>) =>
  call(client.POST('/api/v1/connections', { body, headers: idempotencyKey() }));
export const updateConnection = (id: string, body: BodyOf<'/api/v1/connections/{id}', 'patch'>) =>
  call(client.PATCH('/api/v1/connections/{id}', { params: { path: { id } }, body }));
export const deleteConnection = (id: string) =>
  call(client.DELETE('/api/v1/connections/{id}', { params: { path: { id } } }));

/** The image goes up as raw bytes (not JSON); the server reads the type from the bytes. */
export const uploadConnectionImage = (id: string, file: Blob) =>
  call(
    client.PUT('/api/v1/connections/{id}/image', {
      params: { path: { id } },
      ...rawBody(file, 'application/octet-stream'),
    }),
  );
