import { ApiError } from '../../api/http.ts';

/** What a failed test most likely means, in the words of PRODUCT-SPEC section 8. */
export function failureCause(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/signature/i.test(message)) return 'The JWT signature was refused: the JWT configuration is wrong.';
  if (error instanceof ApiError && error.status === 401)
    return 'The token was rejected (401): it is invalid or has expired.';
  if (error instanceof ApiError && error.status === 403) return 'Insufficient permissions (403).';
  return message;
}
