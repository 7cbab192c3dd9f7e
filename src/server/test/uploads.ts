import { rawBody } from '../../web/api/http.ts';
import type { TestUser } from './factories.ts';

/*
 * Files go up as the browser sends them: the raw bytes under whatever type the file claims (the
 * server reads the real type from the bytes), through the typed client, so the answer is typed.
 */

/** A request body of raw bytes under the type given, for a route that takes a file. */
export const fileBody = (bytes: Uint8Array, type: string) =>
  rawBody(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), type);

/** Uploads a file to an entry (POST /entries/{id}/attachments), named `name` when given. */
export const uploadAttachment = (
  user: TestUser,
  entryId: string,
  bytes: Uint8Array,
  { type = 'application/octet-stream', name }: { type?: string; name?: string } = {},
) =>
  user.api.POST('/api/v1/entries/{id}/attachments', {
    params: { path: { id: entryId }, query: name === undefined ? {} : { name } },
    ...fileBody(bytes, type),
  });

/** Uploads a connection's picture (PUT /connections/{id}/image). */
export const uploadConnectionImage = (user: TestUser, id: string, bytes: Uint8Array, type = 'image/png') =>
  user.api.PUT('/api/v1/connections/{id}/image', { params: { path: { id } }, ...fileBody(bytes, type) });
