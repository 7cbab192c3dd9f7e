import { queryOptions } from '@tanstack/react-query';
import { call, client, idempotencyKey } from './http.ts';
import type { Feature } from './invalidation.ts';
import type { BodyOf } from './paths.ts';

/** Tags, locations and sources: small catalogs, each read whole (docs/decisions/003). */

const tagRoot = ['tags'] as const satisfies [Feature];
const locationRoot = ['locations'] as const satisfies [Feature];
const sourceRoot = ['sources'] as const satisfies [Feature];

export const tagsQuery = () =>
  queryOptions({
    queryKey: tagRoot,
    queryFn: ({ signal }) => call(client.GET('/api/v1/tags', { signal })),
  });
export const locationsQuery = () =>
  queryOptions({
    queryKey: locationRoot,
    queryFn: ({ signal }) => call(client.GET('/api/v1/locations', { signal })),
  });
export const sourcesQuery = () =>
  queryOptions({
    queryKey: sourceRoot,
    queryFn: ({ signal }) => call(client.GET('/api/v1/sources', { signal })),
  });

export const createTag = (body: BodyOf<'/api/v1/tags', 'post'>) =>
  call(client.POST('/api/v1/tags', { body, headers: idempotencyKey() }));
export const createLocation = (body: BodyOf<'/api/v1/locations', 'post'>) =>
  call(client.POST('/api/v1/locations', { body, headers: idempotencyKey() }));
export const createSource = (body: BodyOf<'/api/v1/sources', 'post'>) =>
  call(client.POST('/api/v1/sources', { body, headers: idempotencyKey() }));
