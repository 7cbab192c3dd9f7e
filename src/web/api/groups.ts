import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GroupItemType } from '../../shared/schemas/groups.ts';
import type { components } from './contract.gen.ts';
import { call, client, idempotencyKey } from './http.ts';
import type { Feature } from './invalidation.ts';
import { type BodyOf, cursorPages } from './paths.ts';

/** The group endpoints: groups, the items in one, and what can be added to it. */

const root = ['groups'] as const satisfies [Feature];
export const groupKeys = {
  all: root,
  list: (q: string) => [...root, 'list', q] as const,
  detail: (id: string) => [...root, 'detail', id] as const,
  items: (id: string, type: GroupItemType) => [...root, 'items', id, type] as const,
  candidates: (id: string, type: GroupItemType, q: string) => [...root, 'candidates', id, type, q] as const,
};

const path = (id: string) => ({ path: { id } });

export const groupQueries = {
  list: (q: string) =>
    infiniteQueryOptions({
      queryKey: groupKeys.list(q),
      queryFn: ({ pageParam, signal }) =>
        call(
          client.GET('/api/v1/groups', { params: { query: { q, cursor: pageParam, limit: 24 } }, signal }),
        ),
      ...cursorPages,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: groupKeys.detail(id),
      queryFn: ({ signal }) => call(client.GET('/api/v1/groups/{id}', { params: path(id), signal })),
      // Items may have been deleted elsewhere: read the counts afresh whenever the page opens.
      staleTime: 0,
    }),
  items: (id: string, type: GroupItemType) =>
    infiniteQueryOptions({
      queryKey: groupKeys.items(id, type),
      queryFn: ({ pageParam, signal }) =>
        call(
          client.GET('/api/v1/groups/{id}/items', {
            params: { ...path(id), query: { type, cursor: pageParam, limit: 24 } },
            signal,
          }),
        ),
      ...cursorPages,
      staleTime: 0,
    }),
  candidates: (id: string, type: GroupItemType, q: string) =>
    infiniteQueryOptions({
      queryKey: groupKeys.candidates(id, type, q),
      queryFn: ({ pageParam, signal }) =>
        call(
          client.GET('/api/v1/groups/{id}/candidates', {
            params: { ...path(id), query: { type, q, cursor: pageParam, limit: 20 } },
            signal,
          }),
        ),
      ...cursorPages,
    }),
};

export const createGroup = (body: BodyOf<'/api/v1/groups', 'post'>) =>
  call(client.POST('/api/v1/groups', { body, headers: idempotencyKey() }));
export const updateGroup = (id: string, body: BodyOf<'/api/v1/groups/{id}', 'patch'>) =>
  call(client.PATCH('/api/v1/groups/{id}', { params: path(id), body }));
export const deleteGroup = (id: string) => call(client.DELETE('/api/v1/groups/{id}', { params: path(id) }));

export const addGroupItem = (id: string, item_type: GroupItemType, item_id: string) =>
  call(
    client.POST('/api/v1/groups/{id}/items', {
      params: path(id),
      body: { item_type, item_id },
      headers: idempotencyKey(),
    }),
  );
export const removeGroupItem = (id: string, itemId: string) =>
  call(client.DELETE('/api/v1/groups/{id}/items/{item_id}', { params: { path: { id, item_id: itemId } } }));

/** One item of a group as the contract describes it (its entry, connection, tag or location). */
export type GroupItem = components['schemas']['GroupItem'];
