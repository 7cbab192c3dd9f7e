import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger.ts';
import { answerHeaders } from './answer-headers.ts';
import type { AppEnv } from './env.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (kept from X-Request-Id when sane), a child logger, and one access-log line (API at info, web app files at debug). */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    // On the answer's own headers, as the security headers are: c.header() on an answer already
    // made copies it into a new one with a streamed body, which cost more CPU than the route
    // itself (docs/decisions/040-per-request-cpu.md).
    answerHeaders(c).set('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, 'request failed');
    // The web app's files (scripts, styles, pages) would drown the API lines a person reads.
    else if (c.req.path.startsWith('/api/')) log.info(line, 'request');
    else log.debug(line, 'request');
  };
}
