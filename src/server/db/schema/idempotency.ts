import { index, integer, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns.ts';
import { ownedTable } from './rls.ts';

/**
 * A create sent with an `Idempotency-Key`: the request's fingerprint and, once it finished, the
 * answer to replay when the client sends it again (docs/decisions/018-idempotency-keys.md).
 * Kept 24 hours; a row without a status is a request still running (or one whose answer was lost).
 */
export const idempotencyKeys = ownedTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_user_created_idx').on(t.userId, t.createdAt),
  ],
);
