import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Digest } from '../../shared/schemas/digests.ts';
import { readAnswerStream } from './event-stream.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';
import { type BodyOf, cursorPages } from './paths.ts';

/** The digest endpoints: the list, generating one (streamed), deleting one. */

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

export const deleteDigest = (id: string) =>
  call(client.DELETE('/api/v1/digests/{id}', { params: { path: { id } } }));

/**
 * Generates a digest with its text passed to `onText` as it is written; resolves with the saved
 * digest. No Idempotency-Key: a streamed answer cannot be replayed (docs/decisions/027).
 */
export async function streamDigest(
  body: BodyOf<'/api/v1/digests/generate/stream', 'post'>,
  onText: (textSoFar: string) => void,
) {
  const stream = await call(
    client.POST('/api/v1/digests/generate/stream', {
      body,
      parseAs: 'stream',
      headers: { accept: 'text/event-stream' },
    }),
  );
  return readAnswerStream<Digest>(stream as ReadableStream, onText);
}
