import type { Digest, DigestGenerate, DigestPage } from '../../shared/schemas/digests.ts';
import { api } from './http.ts';

/** The digests endpoints and their cache keys. */
export const digestKeys = {
  all: ['digests'] as const,
  list: ['digests', 'list'] as const,
};

export const listDigests = (cursor?: string) =>
  api<DigestPage>(`/api/v1/digests?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
export const generateDigest = (input: DigestGenerate) =>
  api<Digest>('/api/v1/digests/generate', { method: 'POST', body: input });
export const deleteDigest = (id: string) =>
  api<void>(`/api/v1/digests/${encodeURIComponent(id)}`, { method: 'DELETE' });
