import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Refuses bodies over the limit with 413 before they are read into memory. A GET or HEAD carries
 * no body and is passed on untouched: hono's check asks the request for its body stream, which on
 * @hono/node-server builds a whole WHATWG Request (headers copied, an AbortController) for every
 * read, about a tenth of a signed-in read's CPU (docs/decisions/040-per-request-cpu.md).
 */
export const limitBody = (maxSize = JSON_BODY_LIMIT): MiddlewareHandler => {
  const limit = capBody(maxSize);
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};

/** Refuses a body over `maxSize` bytes with 413 in the one error shape, saying `message`. */
export const capBody = (
  maxSize: number,
  message = `Request body is larger than ${Math.round(maxSize / 1024)} KiB`,
): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot carry another request.
      c.header('Connection', 'close');
      throw new AppError(413, 'payload_too_large', message);
    },
  });

const hasBody = (method: string, headers: Headers) =>
  !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(method) &&
  (headers.has('transfer-encoding') || Number(headers.get('content-length') ?? '0') > 0);

/**
 * A request that carries a body must say it is JSON and be valid JSON; it is parsed once here
 * (Hono caches it) so every route reports the same 400 instead of each validator its own.
 */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!hasBody(c.req.method, c.req.raw.headers)) return next();
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw new AppError(
      400,
      'unsupported_media_type',
      'Request body must be JSON (Content-Type: application/json)',
    );
  }
  try {
    await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'Request body is not valid JSON');
  }
  return next();
};
