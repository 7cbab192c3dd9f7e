import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Embedded PGlite has no autovacuum, so without help its planner never learns how big the tables
 * are and plans every query as if they were empty (the entries list runs about half as fast).
 * This does what autovacuum's analyze would: tables that changed by more than
 * ANALYZE_BASE + ANALYZE_SCALE × their size since their last ANALYZE (PostgreSQL's own defaults),
 * or were never analysed, are analysed now. A PostgreSQL server analyses on its own, unless its
 * operator turned autovacuum off (seen on a test machine: a 24-id lookup at 50,000 entries took
 * 1.4 s on year-old estimates); only then is this run there too.
 */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
/** How often a running server checks; one check is a single query on the statistics view. */
export const PLANNER_STATISTICS_INTERVAL_MS = 5 * 60_000;

async function autovacuumIsOff({ db }: Database): Promise<boolean> {
  const result = await db.execute(sql`select current_setting('autovacuum') as autovacuum`);
  return rowsOf<{ autovacuum: string }>(result)[0]?.autovacuum === 'off';
}

/** Analyses the tables that need it; returns their names (empty when none did). */
export async function refreshPlannerStatistics(database: Database): Promise<string[]> {
  const { db } = database;
  if (database.kind === 'pglite') {
    // PGlite flushes its activity counters lazily; ask for them to be current first.
    await db.execute(sql`select pg_stat_force_next_flush()`);
  } else if (!(await autovacuumIsOff(database))) return [];
  const stale = await db.execute(sql`
    select format('%I.%I', schemaname, relname) as table_name
    from pg_stat_user_tables
    where n_mod_since_analyze > ${ANALYZE_BASE}::int + ${ANALYZE_SCALE}::float8 * greatest(n_live_tup, 0)
       or (last_analyze is null and last_autoanalyze is null and n_mod_since_analyze > 0)`);
  const names = rowsOf<{ table_name: string }>(stale).map((row) => row.table_name);
  for (const name of names) await db.execute(sql.raw(`analyze ${name}`));
  return names;
}

/**
 * Keeps the planner's statistics fresh while the server runs (on the embedded database, and on a
 * PostgreSQL server whose autovacuum is off; elsewhere each check finds it on and does nothing): once now (after
 * migrations, or after a restart that follows an import) and then every few minutes. Returns a
 * function that stops the timer.
 */
export function keepPlannerStatisticsFresh(
  database: Database,
  onError: (err: unknown) => void,
  onAnalyzed: (tables: string[], ms: number) => void,
): () => void {
  let running: Promise<void> | undefined;
  const check = () => {
    if (running) return;
    const started = performance.now();
    running = refreshPlannerStatistics(database)
      .then((tables) => {
        if (tables.length > 0) onAnalyzed(tables, Math.round(performance.now() - started));
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  check();
  const timer = setInterval(check, PLANNER_STATISTICS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
