/** The methods RFC 9110 calls safe: they only read, so no cross-site check and no write is needed. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);
