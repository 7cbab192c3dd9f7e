import type {
  Group,
  GroupCandidatePage,
  GroupCreate,
  GroupItem,
  GroupItemPage,
  GroupItemType,
  GroupPage,
  GroupUpdate,
} from '../../shared/schemas/groups.ts';
import { api } from './http.ts';

/** The group endpoints: groups, the items in one, and what can be added to it. */

const one = (id: string) => `/api/v1/groups/${encodeURIComponent(id)}`;

const withParams = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && String(value) !== '') search.set(key, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
};

export const listGroups = (q: string, cursor?: string) =>
  api<GroupPage>(withParams('/api/v1/groups', { q, cursor, limit: 24 }));
export const getGroup = (id: string) => api<Group>(one(id));
export const createGroup = (input: GroupCreate) =>
  api<Group>('/api/v1/groups', { method: 'POST', body: input });
export const updateGroup = (id: string, input: GroupUpdate) =>
  api<Group>(one(id), { method: 'PATCH', body: input });
export const deleteGroup = (id: string) => api<void>(one(id), { method: 'DELETE' });

export const listGroupItems = (id: string, type: GroupItemType, cursor?: string) =>
  api<GroupItemPage>(withParams(`${one(id)}/items`, { type, cursor, limit: 24 }));
export const addGroupItem = (id: string, item_type: GroupItemType, item_id: string) =>
  api<GroupItem>(`${one(id)}/items`, { method: 'POST', body: { item_type, item_id } });
export const removeGroupItem = (id: string, linkId: string) =>
  api<void>(`${one(id)}/items/${encodeURIComponent(linkId)}`, { method: 'DELETE' });

export const listGroupCandidates = (id: string, type: GroupItemType, q: string, cursor?: string) =>
  api<GroupCandidatePage>(withParams(`${one(id)}/candidates`, { type, q, cursor, limit: 20 }));
