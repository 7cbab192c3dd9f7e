import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { withUser } from '../../db/with-user.ts';
import { insertAccountRow, openTestDatabase } from '../../test/test-database.ts';
import { searchAll, tsQuery } from './queries.ts';

// Under row-level security the planner may not use the connections' full-text index (`@@` is not
// leakproof), so a search read every connection of the person; search_connections() (migration
// 0038) runs past the policies and filters by the caller itself, so the index serves it.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await insertAccountRow(db, 'u1', 'Many Friends');
  await insertAccountRow(db, 'u2', 'Someone Else');
  // Enough people that reading them all costs far more than looking the word up.
  await db.execute(sql`insert into connections (id, user_id, name, type, summary_text, created_at, updated_at)
    select gen_random_uuid(), 'u1', 'Person ' || md5(g::text), 'person',
      'Met at ' || md5((g * 7)::text) || ' near ' || md5((g * 13)::text), now(), now()
    from generate_series(1, 3000) g`);
  await db.execute(sql`insert into connections (id, user_id, name, type, summary_text, created_at, updated_at) values
    (gen_random_uuid(), 'u1', 'Quill Summers', 'person', 'Reads poetry.', now(), now()),
    (gen_random_uuid(), 'u1', 'Ada Byron', 'person', 'Introduced me to Quill at the library.', now(), now()),
    (gen_random_uuid(), 'u1', 'Quill Quarterly', 'institution', 'A quill and ink magazine.', now(), now()),
    (gen_random_uuid(), 'u2', 'Quill Other', 'person', null, now(), now())`);
  await db.execute(sql`analyze connections`);
}, 60_000);
afterAll(() => database.close());

/**
 * A search as u1, and how it read the connections table: the difference in the counters of this
 * connection's statistics not yet reported (kept until the transaction ends), before and after.
 */
async function searchAsU1(word: string, limit = 10) {
  return withUser(database.db, { userId: 'u1' }, async ({ tx }) => {
    const counters = async () =>
      rowsOf<{ seq_scan: number; idx_scan: number }>(
        await tx.execute(sql`select seq_scan::int, coalesce(idx_scan, 0)::int as idx_scan
          from pg_stat_xact_user_tables where relname = 'connections'`),
      )[0] ?? { seq_scan: 0, idx_scan: 0 };
    const before = await counters();
    const found = await searchAll(tx, 'u1', tsQuery(`${word}:*`), limit, { after: null, before: null });
    const after = await counters();
    return {
      names: found.connections.map((c) => c.name),
      reads: { seqScans: after.seq_scan - before.seq_scan, indexScans: after.idx_scan - before.idx_scan },
    };
  });
}

describe('finding connections by word', () => {
  it('looks the word up in the index instead of reading every connection', async () => {
    const { names, reads } = await searchAsU1('quill');
    expect(names).toHaveLength(3);
    expect(reads.seqScans).toBe(0);
    expect(reads.indexScans).toBeGreaterThan(0);
  });

  it('ranks the name above the summary, the word twice above once, then by name, within the limit', async () => {
    expect((await searchAsU1('quill')).names).toEqual(['Quill Quarterly', 'Quill Summers', 'Ada Byron']);
    expect((await searchAsU1('quill', 2)).names).toEqual(['Quill Quarterly', 'Quill Summers']);
  });
});
