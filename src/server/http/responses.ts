import { z } from '@hono/zod-openapi';
import { errorBodySchema } from '../../shared/errors.ts';

/** An error answer in the one error shape, with what it means for this route. */
export const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** The error answers every signed-in route can give, for the OpenAPI document. */
export const commonErrors = {
  400: errorContent('Invalid input: the body, query or path names the field and the reason'),
  401: errorContent('Signed out, or the access token is invalid'),
  413: errorContent('Body too large'),
} as const;

export const notFoundError = { 404: errorContent('Missing, or not yours') } as const;

export const conflictError = { 409: errorContent('Conflicts with a record the caller already has') } as const;

/** A body or an answer of raw bytes (uploads, files, images). */
export const binaryContent = { schema: z.string().meta({ format: 'binary' }) };

export const jsonBody = <T>(schema: T, description = 'JSON body') => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

export const jsonResponse = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required body of raw bytes, in any of `types` (uploads). */
export const binaryBody = (...types: string[]) => ({
  required: true,
  content: Object.fromEntries(types.map((type) => [type, binaryContent])),
});

/** The query of a file's URL: `v` names the version it points at, so that URL may be cached for good. */
export const fileVersionQuery = z.object({ v: z.string().max(64).optional() });

const notModified = { 304: { description: 'Not modified (If-None-Match)' } } as const;

/**
 * The answers of a file's URL (versioned-file.ts): its bytes as `type`, 304 while the browser's
 * copy is current, or 404.
 */
export const fileAnswers = (description: string, type: string) => ({
  200: { description, content: { [type]: binaryContent } },
  ...notModified,
  ...notFoundError,
});

/** A streamed answer (server-sent events), documented as text. */
export const eventStreamResponse = {
  description: 'The event stream',
  content: { 'text/event-stream': { schema: z.string() } },
};
