import { z } from 'zod';

export const errorCodes = [
  'invalid_request',
  'invalid_json',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'plan_limit',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'payload_too_large',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape every /api/v1 route answers with. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** One invalid field: where it is and why it is refused. */
export interface FieldProblem {
  field: string;
  message: string;
}
