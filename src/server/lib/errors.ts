import type { ErrorCode } from '../../shared/errors.ts';

/** An error a client should see: it carries the HTTP status and the API error code. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new AppError(404, 'not_found', `${what} not found`);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Sign in to continue');
/** The database is the bottleneck right now (contention, a time bound, no free connection): retry later. */
export const serverBusy = (cause: unknown) => {
  const error = new AppError(503, 'unavailable', 'The server is busy: please try again in a moment');
  error.cause = cause;
  return error;
};
export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'invalid_request', message, details);
