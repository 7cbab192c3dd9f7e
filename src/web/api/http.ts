import type { ErrorBody, FieldProblem } from '../../shared/errors.ts';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A Bearer access token to send instead of relying on the session cookie. */
  token?: string;
  signal?: AbortSignal;
}

const UNAVAILABLE = new Set([502, 503, 504]);

/** Calls our API with the session cookie (or a token) and returns the parsed JSON, or throws ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', body, token, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(
      0,
      'unavailable',
      'Memento could not be reached. Check your connection and try again.',
    );
  }
  if (UNAVAILABLE.has(res.status)) {
    throw new ApiError(
      res.status,
      'unavailable',
      'The service is unavailable right now. Please try again shortly.',
    );
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const error = (data as ErrorBody | null)?.error;
    const details = error?.details as { fields?: FieldProblem[] } | undefined;
    throw new ApiError(
      res.status,
      error?.code ?? 'internal',
      error?.message ?? `The request failed (${res.status})`,
      details?.fields ?? [],
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A readable message for any error a query or mutation may throw. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
