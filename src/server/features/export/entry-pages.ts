import type { Transact } from '../../db/with-user.ts';
import type { EntryLinks } from './present-memento.ts';
import {
  attachmentsOf,
  connectionLinks,
  type EntryCursor,
  type EntryRow,
  entryPage,
  tagLinks,
} from './queries.ts';

/** Entries per read: small enough that a page of long entries stays a few MB. */
export const ENTRY_PAGE_SIZE = 200;

export interface EntryWithLinks {
  entry: EntryRow;
  links: EntryLinks;
}

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
};

/**
 * Every entry of the account with its tags, connections and files, oldest first, a page at a time.
 * Each page is its own short unit of work (decision 023): no connection is held while the client
 * downloads, and on the embedded database other requests run between pages.
 */
export async function* entryPages(read: Transact, userId: string): AsyncGenerator<EntryWithLinks[]> {
  let after: EntryCursor | null = null;
  for (;;) {
    const cursor = after;
    const page = await read(async ({ tx }) => {
      const rows = await entryPage(tx, userId, cursor, ENTRY_PAGE_SIZE);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const [tagRows, connectionRows, files] = [
        groupBy(await tagLinks(tx, userId, ids), (r) => r.entryId),
        groupBy(await connectionLinks(tx, userId, ids), (r) => r.entryId),
        groupBy(await attachmentsOf(tx, userId, ids), (r) => r.entryId),
      ];
      return rows.map((entry) => ({
        entry,
        links: {
          tagIds: (tagRows.get(entry.id) ?? []).map((r) => r.tagId),
          connectionIds: (connectionRows.get(entry.id) ?? []).map((r) => r.connectionId),
          attachments: files.get(entry.id) ?? [],
        },
      }));
    });
    if (page.length === 0) return;
    yield page;
    if (page.length < ENTRY_PAGE_SIZE) return;
    const last = (page.at(-1) as EntryWithLinks).entry;
    after = { occurredAt: last.occurredAt, createdAt: last.createdAt, id: last.id };
  }
}
