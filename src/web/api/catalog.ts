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
export const createLocation = (body: BodyOf<'/api/v1/locations', 'post'>, key?: string) =>
  call(client.POST('/api/v1/locations', { body, headers: idempotencyKey(key) }));
export const createSource = (body: BodyOf<'/api/v1/sources', 'post'>, key?: string) =>
  call(client.POST('/api/v1/sources', { body, headers: idempotencyKey(key) }));

/** Tags and places as the 'Tags & places' page manages them: rename, merge into another, delete. */
export type CatalogKind = 'tag' | 'place';

/** The feature whose records a catalog kind changes (its cache root and what it invalidates). */
export const catalogFeature = { tag: 'tags', place: 'locations' } as const satisfies Record<
  CatalogKind,
  Feature
>;

// The page refreshes its lists after each change (invalidation.ts), so the answers are not kept.
export async function renameCatalogItem(kind: CatalogKind, id: string, name: string): Promise<void> {
  const params = { path: { id } };
  if (kind === 'tag') await call(client.PATCH('/api/v1/tags/{id}', { params, body: { name } }));
  else await call(client.PATCH('/api/v1/locations/{id}', { params, body: { label: name } }));
}
export async function mergeCatalogItem(kind: CatalogKind, id: string, intoId: string): Promise<void> {
  const options = { params: { path: { id } }, body: { into_id: intoId } };
  if (kind === 'tag') await call(client.POST('/api/v1/tags/{id}/merge', options));
  else await call(client.POST('/api/v1/locations/{id}/merge', options));
}
export async function deleteCatalogItem(kind: CatalogKind, id: string): Promise<void> {
  const params = { path: { id } };
  if (kind === 'tag') await call(client.DELETE('/api/v1/tags/{id}', { params }));
  else await call(client.DELETE('/api/v1/locations/{id}', { params }));
}
