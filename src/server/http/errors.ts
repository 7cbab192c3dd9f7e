import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '../../shared/errors.ts';
import { isPoolWaitTimeout } from '../db/pool-wait.ts';
import { AppError, serverBusy } from '../lib/errors.ts';
import type { AppEnv } from './env.ts';

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const body: ErrorBody = { error: { code, message, ...(details === undefined ? {} : { details }) } };
  return c.json(body, status);
}

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Every failure leaves as the one error shape; only the unexpected is a 500, and it is logged. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return errorResponse(c, err.status, err.code, err.message, err.details);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = codeForStatus[status] ?? (status >= 500 ? 'internal' : 'invalid_request');
    return errorResponse(c, status, code, err.message || 'Request failed');
  }
  // The session lookup and other reads outside a unit of work wait for a connection too.
  if (isPoolWaitTimeout(err)) return onError(serverBusy(err), c);
  const log = c.get('log');
  (log ?? console).error({ err }, 'unhandled error');
  return errorResponse(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`);
