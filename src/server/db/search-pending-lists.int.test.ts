import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAccountRow, openTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

// Every search reads the whole pending list of new rows of the full-text indexes it uses, and
// nothing merges that list on the embedded database until it outgrows gin_pending_list_limit
// (migration 0037): the limit is what bounds the search's extra reading.

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** 256 kB in the database's 8 kB pages. */
const MOST_PENDING_PAGES = 32;

describe('the full-text indexes', () => {
  it('each keep a pending list of at most 256 kB, a new one included', async () => {
    database = await openTestDatabase();
    const indexes = rowsOf<{ name: string; options: string[] | null }>(
      await database.db.execute(sql`
        select c.relname as name, c.reloptions as options
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_am am on am.oid = c.relam
        where n.nspname = 'public' and c.relkind = 'i' and am.amname = 'gin'
        order by c.relname`),
    );
    expect(indexes.map((i) => i.name)).toEqual([
      'connections_search_idx',
      'entries_search_idx',
      'entries_search_tiers_idx',
    ]);
    for (const index of indexes) expect(index.options, index.name).toContain('gin_pending_list_limit=256');
  });

  it('leave a search at most 32 pages of new entries to read after thousands are written', async () => {
    database = await openTestDatabase();
    const { db } = database;
    await insertAccountRow(db, 'u1', 'Pending Tester');
    // Words that differ from entry to entry, as a journal's do: each is a key of its own.
    await db.execute(sql`insert into entries (id, user_id, title, content, occurred_at, type)
      select gen_random_uuid(), 'u1', 'Coffee with ' || md5(g::text),
        'We walked by the river ' || md5((g * 7)::text) || ' and talked about ' || md5((g * 13)::text)
          || ' until the rain ' || md5((g * 17)::text) || ' stopped.',
        now() - g * interval '1 hour', 'memory'
      from generate_series(1, 3000) g`);
    for (const index of ['entries_search_idx', 'entries_search_tiers_idx']) {
      // Merging the list returns how many pages it held: what a search had to read.
      const [merged] = rowsOf<{ pages: number }>(
        await db.execute(sql`select gin_clean_pending_list(${index}::regclass)::int as pages`),
      );
      expect(merged?.pages, index).toBeLessThanOrEqual(MOST_PENDING_PAGES);
    }
  });
});
