import pino from 'pino';
import { sqlStateOf } from './sql-state.ts';

// A failed statement's error carries its SQL parameters (Drizzle's "Failed query: … params: …"),
// and PostgreSQL's message and detail can quote row values ("Key (name)=(…) already exists"): both
// can be what a person wrote. Database errors are therefore logged by their codes only.

interface DatabaseFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
}

function databaseCause(err: unknown): DatabaseFields | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as DatabaseFields).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseFields;
  }
  return undefined;
}

/** Where the error was thrown, without the first line of the stack (which repeats the message). */
const framesOf = (err: unknown): string | undefined =>
  err instanceof Error && err.stack
    ? err.stack
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n')
    : undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The logger's `err` serializer: database errors become their SQLSTATE, constraint, table,
 * column and stack frames (never message, detail, query parameters or values); other errors keep
 * pino's usual shape.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  const db = sqlStateOf(err) ? databaseCause(err) : undefined;
  if (!db) return err instanceof Error ? pino.stdSerializers.err(err) : { value: String(err) };
  return {
    type: 'DatabaseError',
    code: text(db.code),
    severity: text(db.severity),
    constraint: text(db.constraint),
    table: text(db.table),
    column: text(db.column),
    routine: text(db.routine),
    stack: framesOf(err),
  };
}
