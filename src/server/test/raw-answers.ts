import type { z } from 'zod';
import { type ErrorBody, errorBodySchema } from '../../shared/errors.ts';

/*
 * The untyped client (ApiClient.request, raw uploads) answers with a body of type `unknown`: a test
 * that reads it narrows it here, against a schema, so a body of another shape fails the test at
 * that line, naming what differs, instead of reading on as undefined.
 */

/** The body as `schema` declares it (give loose objects where keys the schema does not name matter). */
export const readAs = <S extends z.ZodType>(body: unknown, schema: S): z.output<S> => schema.parse(body);

/** The error of an answer in the one /api/v1 error shape (code, message, details). */
export const errorOf = (body: unknown): ErrorBody['error'] => readAs(body, errorBodySchema).error;
