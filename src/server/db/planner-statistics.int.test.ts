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
  it('are kept for a table that grew by the embedded database and by a PostgreSQL server without autovacuum, and otherwise left to autovacuum', async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Stat Tester', 'stats@example.com', false, now(), now())`);
    await db.execute(sql`insert into entries (id, user_id, title, content, occurred_at, type)
      select gen_random_uuid(), 'u1', 'title ' || g, 'content', now() - g * interval '1 hour', 'memory'
      from generate_series(1, 3000) g`);
    const analysed = await refreshPlannerStatistics(database);
    if (testDbKind === 'postgres') {
      const setting = rowsOf<{ autovacuum: string }>(
        await db.execute(sql`select current_setting('autovacuum') as autovacuum`),
      )[0]?.autovacuum;
      // A server that analyses on its own is left to it; one whose autovacuum is off is kept too.
      if (setting === 'on') {
        expect(analysed).toEqual([]);
        return;
      }
    }
    if (testDbKind === 'postgres') {
      // Another connection's counters reach the statistics views within a second or two.
      await expect
        .poll(
          async () => {
            await refreshPlannerStatistics(database as Database);
            return estimatedRows(db, 'entries');
          },
          { timeout: 15_000 },
        )
        .toBe(3000);
    } else {
      expect(analysed).toContain('public.entries');
      expect(await estimatedRows(db, 'entries')).toBe(3000);
    }
    // Nothing changed since: nothing to analyse.
    expect(await refreshPlannerStatistics(database)).toEqual([]);
  });
});
