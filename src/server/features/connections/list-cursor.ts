import type { ConnectionSort } from '../../../shared/schemas/connections.ts';
import { invalidCursor, isStorableDate } from '../../lib/cursor.ts';
import type { ListCursor } from './queries.ts';

// The connections list pages by name, count or date, so its cursor carries the sort key as well.

export const encodeListCursor = (c: ListCursor) =>
  Buffer.from(JSON.stringify([c.key, c.id])).toString('base64url');

const keyFits: Record<ConnectionSort, (key: unknown) => boolean> = {
  name: (key) => typeof key === 'string',
  activity: (key) => Number.isInteger(key),
  recent: (key) => key === null || (typeof key === 'string' && isStorableDate(new Date(key))),
  overdue: (key) => key === null || (typeof key === 'string' && isStorableDate(new Date(key))),
};

/** The position a `next_cursor` of the same sort names; 400 for anything else. */
export function decodeListCursor(raw: string | undefined, sort: ConnectionSort): ListCursor | undefined {
  if (raw === undefined) return undefined;
  try {
    const [key, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const keyOk = keyFits[sort](key);
    if (keyOk && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { key, id };
  } catch {
    // falls through to the 400 below
  }
  throw invalidCursor();
}
