import createClient from 'openapi-fetch';
import type { ErrorBody, FieldProblem } from '../../shared/errors.ts';
import type { paths } from './contract.gen.ts';
import { fetchOrTakeFirstRead } from './first-reads.ts';

/** An API answer that was not a success, with the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Query values the UI leaves blank (an empty search box) are not sent at all. */
function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') search.set(key, text);
  }
  return search.toString();
}

/**
 * The one client of our API, typed from the server's OpenAPI document (contract.gen.ts): a path,
 * parameter or body the server does not accept fails the type check. It sends the session cookie.
 */
export const client = createClient<paths>({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  querySerializer: serializeQuery,
  // Looked up per call, not at start, so whatever fetch the page has then is the one used; a read
  // the page's HTML already started is taken instead of asked again.
  fetch: fetchOrTakeFirstRead,
});

/** Raw bytes (an image, a recording) go up as they are, with their own type, instead of as JSON. */
export const rawBody = (blob: Blob, fallbackType: string) => ({
  body: blob as unknown as string,
  bodySerializer: (body: unknown) => body as Blob,
  headers: { 'content-type': blob.type.split(';')[0] || fallbackType },
});

/**
 * A fresh key for one create: the server answers a repeated key with the first result instead of
 * creating twice. Made per mutation call (or once per change kept in the offline outbox, whose
 * retries send it again); getRandomValues, unlike randomUUID, works over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return key;
}

/** The header of one create; `key` when a retry must repeat an earlier attempt's key. */
export const idempotencyKey = (key = newIdempotencyKey()) => ({ 'Idempotency-Key': key });

const UNAVAILABLE = new Set([502, 503, 504]);

/**
 * Awaits one call of `client` and returns its data, or throws ApiError carrying the one error
 * shape (code, message, field list). A request that never reached the server is 'unavailable'.
 */
export async function call<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: Awaited<typeof request>;
  try {
    result = await request;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'unavailable',
      'Memento could not be reached. Check your connection and try again.',
    );
  }
  const { response } = result;
  if (UNAVAILABLE.has(response.status)) {
    throw new ApiError(
      response.status,
      'unavailable',
      'The service is unavailable right now. Please try again shortly.',
    );
  }
  if (!response.ok) {
    const error = (result.error as ErrorBody | null | undefined)?.error;
    const details = error?.details as { fields?: FieldProblem[] } | undefined;
    throw new ApiError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? `The request failed (${response.status})`,
      details?.fields ?? [],
    );
  }
  return result.data as T;
}

/** A readable message for any error a query or mutation may throw. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
