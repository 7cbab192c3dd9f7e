import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAccountRow, openTestDatabase, testDbKind } from '../test/test-database.ts';
import { standInForAutovacuum, type TablesTended, tendTables } from './autovacuum-stand-in.ts';
import type { Database } from './client.ts';
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

async function autovacuumSetting(db: Database['db']): Promise<string | undefined> {
  const result = await db.execute(sql`select current_setting('autovacuum') as autovacuum`);
  return rowsOf<{ autovacuum: string }>(result)[0]?.autovacuum;
}

/**
 * A fresh database holding 500 tags of one person, or undefined on a PostgreSQL server whose own
 * autovacuum tends the tables (the stand-in then leaves them alone).
 */
async function withTagsWhereNeeded(userId: string, name: string): Promise<Database['db'] | undefined> {
  database = await openTestDatabase();
  const { db } = database;
  if (testDbKind === 'postgres' && (await autovacuumSetting(db)) === 'on') return undefined;
  await insertAccountRow(db, userId, name);
  await db.execute(sql`insert into tags (id, user_id, name, type)
    select gen_random_uuid(), ${userId}, 'tag ' || g, 'topic' from generate_series(1, 500) g`);
  return db;
}

describe('the autovacuum stand-in', () => {
  it('analyses a table that grew, on the embedded database and on a PostgreSQL server without autovacuum, and otherwise leaves it to autovacuum', async () => {
    database = await openTestDatabase();
    const { db } = database;
    await insertAccountRow(db, 'u1', 'Stat Tester');
    await db.execute(sql`insert into entries (id, user_id, title, content, occurred_at, type)
      select gen_random_uuid(), 'u1', 'title ' || g, 'content', now() - g * interval '1 hour', 'memory'
      from generate_series(1, 3000) g`);
    const { analysed } = await tendTables(database);
    if (testDbKind === 'postgres') {
      const setting = await autovacuumSetting(db);
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
            await tendTables(database as Database);
            return estimatedRows(db, 'entries');
          },
          { timeout: 15_000 },
        )
        .toBe(3000);
    } else {
      expect(analysed).toContain('public.entries');
      expect(await estimatedRows(db, 'entries')).toBe(3000);
    }
    // Nothing changed since: nothing to do.
    expect(await tendTables(database)).toEqual({ vacuumed: [], analysed: [] });
  });

  it('is run by the running server at start where nothing else tends the tables', async () => {
    const db = await withTagsWhereNeeded('u2', 'Keeper');
    if (!db) return;
    // Another connection's counters reach the statistics views when it reports them: at once on a
    // busy backend, but an idle one reports only every 10 s (PostgreSQL's PGSTAT_IDLE_INTERVAL), so
    // the poll waits longer than vitest's default second.
    await expect
      .poll(
        async () => {
          const rows = rowsOf<{ n: number }>(
            await db.execute(
              sql`select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = 'tags'`,
            ),
          );
          if (testDbKind === 'pglite') await db.execute(sql`select pg_stat_force_next_flush()`);
          return Number(rows[0]?.n ?? 0);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const { analysed } = await new Promise<TablesTended>((resolve, reject) => {
      const stop = standInForAutovacuum(database as Database, reject, (tended) => {
        stop();
        resolve(tended);
      });
    });
    expect(analysed).toContain('public.tags');
    expect(await estimatedRows(db, 'tags')).toBe(500);
  });

  it('vacuums a table whose rows were rewritten many times, so their dead copies are gone', async () => {
    const db = await withTagsWhereNeeded('u3', 'Rewriter');
    if (!db) return;
    // Each rewrite of every row leaves 500 dead copies (less what pruning a full page reclaims on
    // the way); 150 is the threshold for 500 rows.
    for (let i = 0; i < 4; i++) await db.execute(sql`update tags set type = type`);
    const deadTags = async () => {
      if (testDbKind === 'pglite') await db.execute(sql`select pg_stat_force_next_flush()`);
      const rows = rowsOf<{ n: number }>(
        await db.execute(sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'tags'`),
      );
      return Number(rows[0]?.n ?? 0);
    };
    // On PostgreSQL the counters of the pooled connections reach the view when they report them.
    await expect.poll(deadTags, { timeout: 15_000 }).toBeGreaterThan(1000);
    const { vacuumed } = await tendTables(database as Database);
    expect(vacuumed).toContain('public.tags');
    await expect.poll(deadTags, { timeout: 15_000 }).toBe(0);
    expect(await tendTables(database as Database)).toEqual({ vacuumed: [], analysed: [] });
  });
});
