import type { ErrorBody } from '../../shared/errors.ts';
import type {
  Connection,
  ConnectionCreate,
  ConnectionDetail,
  ConnectionPage,
  ConnectionSort,
  ConnectionType,
  ConnectionUpdate,
} from '../../shared/schemas/connections.ts';
import { ApiError, api } from './http.ts';

/** The connection endpoints: list and search, one with its relations, create, update, delete, image. */

export interface ConnectionFilters {
  type?: ConnectionType;
  q?: string;
  sort?: ConnectionSort;
  limit?: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && String(value).trim() !== '') search.set(key, String(value).trim());
  const text = search.toString();
  return text ? `?${text}` : '';
};

const one = (id: string) => `/api/v1/connections/${encodeURIComponent(id)}`;

export const listConnectionPage = (filters: ConnectionFilters, cursor?: string) =>
  api<ConnectionPage>(`/api/v1/connections${query({ ...filters, cursor })}`);

/** A quick name search for pickers (the entry editor's connection field). */
export const listConnections = (q = '', limit = 20) => listConnectionPage({ q, limit });

export const getConnection = (id: string, tz?: string) => api<ConnectionDetail>(`${one(id)}${query({ tz })}`);

export const createConnection = (
  input: Pick<ConnectionCreate, 'name' | 'type'> & Partial<ConnectionCreate>,
) => api<Connection>('/api/v1/connections', { method: 'POST', body: input });

export const updateConnection = (id: string, input: ConnectionUpdate) =>
  api<Connection>(one(id), { method: 'PATCH', body: input });

export const deleteConnection = (id: string) => api<void>(one(id), { method: 'DELETE' });

/** The image goes up as raw bytes (not JSON); the server reads the type from the bytes. */
export async function uploadConnectionImage(id: string, file: Blob): Promise<Connection> {
  const res = await fetch(`${one(id)}/image`, {
    method: 'PUT',
    headers: { accept: 'application/json', 'content-type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  const data = (await res.json().catch(() => null)) as (Connection & ErrorBody) | null;
  if (!res.ok) {
    throw new ApiError(
      res.status,
      data?.error?.code ?? 'internal',
      data?.error?.message ?? `The upload failed (${res.status})`,
    );
  }
  return data as Connection;
}
