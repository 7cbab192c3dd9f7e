import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/** The header Better Auth reads the client address from; we overwrite whatever a client sent. */
export const CLIENT_IP_HEADER = 'x-memento-client-ip';

/**
 * Records the caller's address for rate limits and session tracking: the socket's peer, or with
 * TRUST_PROXY the left-most X-Forwarded-For address that the operator's proxy appended.
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined; // not served by @hono/node-server (in-process requests)
      }
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip ?? 'unknown');
    await next();
  };
}
