import type { Location } from '../../shared/schemas/locations.ts';
import type { Tag } from '../../shared/schemas/tags.ts';
import { api } from './http.ts';

/** Tags and places as the 'Tags & places' page manages them: rename, merge into another, delete. */
export type CatalogKind = 'tag' | 'place';

const base: Record<CatalogKind, string> = { tag: '/api/v1/tags', place: '/api/v1/locations' };
const one = (kind: CatalogKind, id: string) => `${base[kind]}/${encodeURIComponent(id)}`;

export const renameCatalogItem = (kind: CatalogKind, id: string, name: string) =>
  api<Tag | Location>(one(kind, id), { method: 'PATCH', body: kind === 'tag' ? { name } : { label: name } });
export const mergeCatalogItem = (kind: CatalogKind, id: string, intoId: string) =>
  api<Tag | Location>(`${one(kind, id)}/merge`, { method: 'POST', body: { into_id: intoId } });
export const deleteCatalogItem = (kind: CatalogKind, id: string) =>
  api<void>(one(kind, id), { method: 'DELETE' });
