import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * What PostgreSQL's autovacuum does, where it does not run: always on embedded PGlite, and on a
 * PostgreSQL server whose operator turned it off. Elsewhere each check finds it on and does nothing.
 *
 * - ANALYZE, so the planner knows how big the tables are: without it every query is planned as if
 *   they were empty (the entries list ran about half as fast; on a test server with autovacuum
 *   off, a 24-id lookup at 50,000 entries took 1.4 s on year-old estimates).
 * - VACUUM, so rows that updates and deletes left behind are reclaimed: every new entry linking a
 *   person rewrites that person's row (its activity count), and a seeded journal of 50,000 entries
 *   left 31,746 dead rows beside 2,000 live connections, 462 pages and an index seven times as
 *   long as the rows it points to, all read again by every scan. VACUUM also merges the full-text
 *   indexes' pending lists and marks pages all-visible after many inserts.
 *
 * The thresholds are autovacuum's own defaults, for the same three triggers: changes since the last
 * ANALYZE, dead rows, and rows inserted since the last VACUUM, each above a base plus a share of
 * the table's live rows (or a table never analysed that has changed at all).
 */
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const VACUUM_INSERT_BASE = 1000;
const VACUUM_INSERT_SCALE = 0.2;
/** How often a running server checks; one check is a single query on the statistics view. */
export const AUTOVACUUM_STAND_IN_INTERVAL_MS = 5 * 60_000;

/** The tables one check vacuumed (and analysed too where that was due) and only analysed. */
export interface TablesTended {
  vacuumed: string[];
  analysed: string[];
}

async function autovacuumIsOff({ db }: Database): Promise<boolean> {
  const result = await db.execute(sql`select current_setting('autovacuum') as autovacuum`);
  return rowsOf<{ autovacuum: string }>(result)[0]?.autovacuum === 'off';
}

/** Vacuums and analyses the tables that need it, as autovacuum would now. */
export async function tendTables(database: Database): Promise<TablesTended> {
  const { db } = database;
  const tended: TablesTended = { vacuumed: [], analysed: [] };
  if (database.kind === 'pglite') {
    // PGlite flushes its activity counters lazily; ask for them to be current first.
    await db.execute(sql`select pg_stat_force_next_flush()`);
  } else if (!(await autovacuumIsOff(database))) return tended;
  const live = sql`greatest(n_live_tup, 0)`;
  const due = rowsOf<{ table_name: string; needs_vacuum: boolean; needs_analyze: boolean }>(
    await db.execute(sql`
      select table_name, needs_vacuum, needs_analyze from (
        select format('%I.%I', schemaname, relname) as table_name,
          n_dead_tup > ${VACUUM_BASE}::int + ${VACUUM_SCALE}::float8 * ${live}
            or n_ins_since_vacuum > ${VACUUM_INSERT_BASE}::int + ${VACUUM_INSERT_SCALE}::float8 * ${live} as needs_vacuum,
          n_mod_since_analyze > ${ANALYZE_BASE}::int + ${ANALYZE_SCALE}::float8 * ${live}
            or (last_analyze is null and last_autoanalyze is null and n_mod_since_analyze > 0) as needs_analyze
        from pg_stat_user_tables) t
      where needs_vacuum or needs_analyze`),
  );
  for (const { table_name: name, needs_vacuum: vacuum, needs_analyze: analyze } of due) {
    if (vacuum) {
      // Outside any transaction, as VACUUM must be: the database's own query, not a unit of work.
      await db.execute(sql.raw(`vacuum${analyze ? ' (analyze)' : ''} ${name}`));
      tended.vacuumed.push(name);
    } else {
      await db.execute(sql.raw(`analyze ${name}`));
    }
    if (analyze) tended.analysed.push(name);
  }
  return tended;
}

/**
 * Tends the tables while the server runs: once now (after migrations, or after a restart that
 * follows an import) and then every few minutes. Returns a function that stops the timer.
 */
export function standInForAutovacuum(
  database: Database,
  onError: (err: unknown) => void,
  onTended: (tended: TablesTended, ms: number) => void,
): () => void {
  let running: Promise<void> | undefined;
  const check = () => {
    if (running) return;
    const started = performance.now();
    running = tendTables(database)
      .then((tended) => {
        if (tended.vacuumed.length + tended.analysed.length > 0)
          onTended(tended, Math.round(performance.now() - started));
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  check();
  const timer = setInterval(check, AUTOVACUUM_STAND_IN_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
