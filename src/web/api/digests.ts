import { infiniteQueryOptions } from '@tanstack/react-query';
import { call, client, idempotencyKey } from './http.ts';
import type { Feature } from './invalidation.ts';
import { type BodyOf, cursorPages } from './paths.ts';

/** The digest endpoints: the list, generating one, deleting one. */

const root = ['digests'] as const satisfies [Feature];

export const digestQueries = {
  list: () =>
    infiniteQueryOptions({
      queryKey: [...root, 'list'] as const,
      queryFn: ({ pageParam, signal }) =>
        call(client.GET('/api/v1/digests', { params: { query: { limit: 50, cursor: pageParam } }, signal })),
      ...cursorPages,
    }),
};

export const generateDigest = (body: BodyOf<'/api/v1/digests/generate', 'post'>) =>
  call(client.POST('/api/v1/digests/generate', { body, headers: idempotencyKey() }));
export const deleteDigest = (id: string) =>
  call(client.DELETE('/api/v1/digests/{id}', { params: { path: { id } } }));
