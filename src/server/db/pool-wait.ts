import { sqlMessagesOf } from '../lib/sql-state.ts';

/**
 * How long a request waits for a pooled PostgreSQL connection (or for a new one to open) before it
 * is answered 503: a pool kept busy by slow units would otherwise queue requests without end.
 */
export const DEFAULT_POOL_WAIT_MS = 5_000;

// pg-pool rejects a checkout that waited connectionTimeoutMillis with the first message, and pg a
// connection that took as long to open with the second; neither carries a SQLSTATE.
const POOL_WAIT_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Whether the error is a request giving up waiting for a database connection. */
export const isPoolWaitTimeout = (err: unknown): boolean => {
  const messages = sqlMessagesOf(err);
  return POOL_WAIT_MESSAGES.some((m) => messages.includes(m));
};
