import type { MiddlewareHandler } from 'hono';
import { badRequest } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';

// PostgreSQL text cannot hold U+0000: a NUL that reached a statement failed it with a 500. One
// check here, before any route or the identity library sees the request, refuses it with a 400
// naming the field (docs/decisions/016-nul-characters.md).

const NUL = '\u0000';

/** The dotted path of the first string (key or value) that holds a NUL, or undefined. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || '(body)' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\0')].join('.');
    const found = findNul(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

const refuse = (where: string, field: string) =>
  badRequest(`Invalid ${where}: ${field}: must not contain NUL characters`, {
    fields: [{ field, message: 'must not contain NUL characters' }],
  });

const isJson = (type: string | undefined) => !!type && /^application\/([\w.+-]*\+)?json\b/i.test(type);

/**
 * 400 for a NUL character in any query parameter or JSON body field. The body is read through
 * Hono's cache, where the JSON check and the route's validator find it again: one read of the
 * request's stream. Under `rawBodyPrefix` (the identity library's routes, which read the original
 * request themselves) it reads a copy instead, which costs a second read of the stream.
 */
export const refuseNulCharacters =
  (rawBodyPrefix: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // A URL carries a NUL only percent-encoded: without "%00" it holds none, and is not parsed again.
    if (c.req.url.includes('%00'))
      for (const [key, value] of new URL(c.req.url).searchParams) {
        if (key.includes(NUL) || value.includes(NUL))
          throw refuse('query parameters', findNul({ [key]: value }) ?? key);
      }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('content-type'))) {
      const text = c.req.path.startsWith(rawBodyPrefix) ? await c.req.raw.clone().text() : await c.req.text();
      // JSON cannot carry a raw NUL in a string, only the escape: without it there is nothing to
      // find, and the body is not parsed a second time (the route's validator parses it once).
      if (!text.includes('\\u0000')) return next();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return next(); // not JSON: the JSON body check (or the identity library) answers that
      }
      const field = findNul(body);
      if (field !== undefined) throw refuse('request body', field);
    }
    return next();
  };
