import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { answerHeaders } from './answer-headers.ts';
import { type ContentEncoding, chosenEncoding } from './content-encoding.ts';

/** Answers smaller than this go as they are: a frame of compression would save next to nothing. */
const MIN_BYTES = 1024;
/** Larger answers are compressed on libuv's threads rather than on the event loop (about 1 ms here). */
const SYNC_MAX_BYTES = 64 * 1024;
/** The answers the server builds per request; files and streams are not among them. */
const COMPRESSIBLE = /^\s*(?:application\/(?:problem\+)?json|text\/html)\s*(?:;|$)/i;
/** No body to compress (204, 304), or a part of one (206). */
const NO_BODY = new Set([204, 206, 304]);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

// Brotli's quality 3, a level made for answers compressed as they are sent: on a page of entries
// (24 KB) it took 74 µs for 2,973 bytes, where quality 4 took 124 µs for 2,869 and quality 11
// 10 ms for 2,625 (docs/decisions/044-compressed-answers.md). gzip at zlib's default level for
// the clients without Brotli (89 µs, 3,212 bytes).
const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressed(bytes: Uint8Array, encoding: ContentEncoding): Buffer | Promise<Buffer> {
  const small = bytes.byteLength <= SYNC_MAX_BYTES;
  if (encoding === 'br')
    return small
      ? brotliCompressSync(bytes, brotliOptions(bytes.byteLength))
      : brotliAsync(bytes, brotliOptions(bytes.byteLength));
  return small ? gzipSync(bytes) : gzipAsync(bytes);
}

/**
 * Compresses the JSON and HTML answers made per request (the API's, the app's page) by the
 * request's `Accept-Encoding`, with `Vary: Accept-Encoding`. The built web app's files are
 * compressed at build time (web-app.ts) and the landing page once a year (landing-page.ts): an
 * answer that already has a `Content-Encoding` goes as it is, as do streams (server-sent events,
 * the export's zip), whose types are not listed. Answers that carry a secret are never compressed
 * (`secretPaths`, and all of Better Auth's under `/api/auth/`: session tokens, two-factor secrets
 * and backup codes), so no answer mixes a secret with what a third party could put beside it and
 * learn it from the compressed length (BREACH).
 */
export function compressAnswers({ secretPaths }: { secretPaths: string[] }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Not `res.body`: on @hono/node-server, reading it turns a string answer into a stream.
    if (c.req.method === 'HEAD' || NO_BODY.has(res.status)) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    if (res.headers.has('Content-Encoding') || NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? ''))
      return;
    const path = c.req.path;
    if (path.startsWith('/api/auth/') || secretPaths.includes(path)) return;
    const headers = answerHeaders(c);
    if (!/\baccept-encoding\b/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
    const encoding = chosenEncoding(c);
    if (!encoding) return;
    // The answer as it is now: answerHeaders may have replaced one whose headers were immutable.
    const answer = c.res;
    const bytes = new Uint8Array(await answer.arrayBuffer());
    let body: Uint8Array<ArrayBufferLike> = bytes;
    if (bytes.byteLength >= MIN_BYTES) {
      body = await compressed(bytes, encoding);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.delete('Content-Length');
    // Hono's setter merges the answer it replaces into the new one, copying the new one's body
    // stream and headers to do so (which also loses @hono/node-server's direct write of a byte
    // body): the new answer already has every header, so there is nothing to merge.
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  };
}
