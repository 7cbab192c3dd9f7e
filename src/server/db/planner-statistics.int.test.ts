import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { refreshPlannerStatistics } from './planner-statistics.ts';
import { rowsOf } from './rows.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function estimatedRows(db: Database['db'], table: string): Promise<number> {
  const result = await db.execute(
    sql`select reltuples::float8 as reltuples from pg_class where oid = ${table}::regclass`,
  );
  return Number(rowsOf<{ reltuples: number }>(result)[0]?.reltuples);
}

describe('planner statistics', () => {
  it('are kept by the embedded database for a table that grew, and left to PostgreSQL’s autovacuum', async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Stat Tester', 'stats@example.com', false, now(), now())`);
    await db.execute(sql`insert into entries (id, user_id, title, content, occurred_at, type)
      select gen_random_uuid(), 'u1', 'title ' || g, 'content', now() - g * interval '1 hour', 'memory'
      from generate_series(1, 3000) g`);
    const analysed = await refreshPlannerStatistics(database);
    if (testDbKind === 'postgres') {
      expect(analysed).toEqual([]);
      return;
    }
    expect(analysed).toContain('public.entries');
    expect(await estimatedRows(db, 'entries')).toBe(3000);
    // Nothing changed since: nothing to analyse.
    expect(await refreshPlannerStatistics(database)).toEqual([]);
  });
});
