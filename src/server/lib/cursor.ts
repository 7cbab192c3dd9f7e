import { badRequest } from './errors.ts';

/** Position in a newest-first list: the timestamp and id of the last item already seen. */
export interface PageCursor {
  at: Date;
  id: string;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

/**
 * Whether PostgreSQL can take the date as a timestamptz parameter: JavaScript dates reach year
 * 275760 (written `+275760-…`), which the database refuses. Every date we store lies within 1–9999.
 */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

/** The 400 for any cursor the API did not give out (garbled, or well-formed with an impossible position). */
export const invalidCursor = () =>
  badRequest('Invalid query parameters: cursor: is not a cursor this API gave out', {
    fields: [{ field: 'cursor', message: 'is not a cursor this API gave out' }],
  });

export function decodeCursor(raw: string | undefined): PageCursor | undefined {
  if (raw === undefined) return undefined;
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const date = at ? new Date(at) : undefined;
  if (!date || !isStorableDate(date) || !id || !/^[0-9a-f-]{36}$/i.test(id)) throw invalidCursor();
  return { at: date, id };
}

/** Takes one row more than the page to know whether another page follows. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
  position: (row: R) => PageCursor,
): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(present),
    next_cursor: rows.length > limit && last ? encodeCursor(position(last)) : null,
  };
}
