import type { Context } from 'hono';

/**
 * Sets the caching headers of a file whose URL may name its version (`?v=`): a URL naming the
 * current version never changes meaning, so the browser may keep it for good; any other
 * revalidates by `etag`. True when the browser's copy is the current one (answer 304).
 */
export function browserCopyIsCurrent(c: Context, etag: string, version: string, asked: string | undefined) {
  c.header('Cache-Control', asked === version ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  c.header('ETag', etag);
  return c.req.header('if-none-match') === etag;
}
