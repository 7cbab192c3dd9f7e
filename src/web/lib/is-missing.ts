import { ApiError } from '../api/http.ts';

/**
 * Whether a record lookup failed because there is no such record for this user: a 404, or a 400
 * for an id that cannot be one (`/entries/abc`). People see 'not found', never the validator's words.
 */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
