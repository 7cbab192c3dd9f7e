import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ANALYSIS_VERSION, type StoredAnalysis } from './local/digest-analysis.ts';

/** Entry ids with the updated_at (ISO) they had when their text was read. */
export type EntryStamps = ReadonlyMap<string, string>;

const arrayOf = (values: Iterable<string>) => `{${[...values].join(',')}}`;

/**
 * The kept analyses of these entries that are still fresh: made by this version of the local
 * engine from the text the entry has at the given updated_at.
 */
export async function keptAnalyses(
  tx: Tx,
  userId: string,
  stamps: EntryStamps,
): Promise<Map<string, StoredAnalysis>> {
  if (stamps.size === 0) return new Map();
  const rows = rowsOf<{ entryId: string; analysis: StoredAnalysis }>(
    await tx.execute(sql`
      select a.entry_id as "entryId", a.analysis from entry_analyses a
      join unnest(${arrayOf(stamps.keys())}::uuid[], ${arrayOf(stamps.values())}::timestamptz[]) as s(id, at)
        on s.id = a.entry_id and s.at = a.entry_updated_at
      where a.user_id = ${userId} and a.version = ${ANALYSIS_VERSION}`),
  );
  return new Map(rows.map((r) => [r.entryId, r.analysis]));
}

/**
 * Keeps analyses made from the entries' text at the given updated_at; a newer one replaces the
 * old. An entry edited or deleted since it was read keeps nothing (its analysis would be stale).
 * One statement with the rows as a JSON parameter, like db/bulk-insert.ts.
 */
export async function keepAnalyses(
  tx: Tx,
  userId: string,
  analyses: ReadonlyMap<string, StoredAnalysis>,
  stamps: EntryStamps,
): Promise<void> {
  const rows = [...analyses].flatMap(([entry_id, analysis]) => {
    const at = stamps.get(entry_id);
    return at
      ? [{ entry_id, user_id: userId, entry_updated_at: at, version: ANALYSIS_VERSION, analysis }]
      : [];
  });
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into entry_analyses (entry_id, user_id, entry_updated_at, version, analysis)
    select r.entry_id, r.user_id, r.entry_updated_at, r.version, r.analysis
    from json_populate_recordset(null::entry_analyses, ${JSON.stringify(rows)}::json) r
    join entries e on e.id = r.entry_id and e.user_id = r.user_id and e.updated_at = r.entry_updated_at
    on conflict (entry_id) do update set entry_updated_at = excluded.entry_updated_at,
      version = excluded.version, analysis = excluded.analysis`);
}

/** An entry to analyse: what its analysis reads, and the updated_at it is kept under. */
export interface EntryText {
  id: string;
  title: string;
  content: string;
  /** ISO instants as the database gives them (the stamp is compared exactly when kept). */
  occurredAt: string;
  updatedAt: string;
}

/** Entry `e` has a fresh kept analysis: made by this engine version from its current text. */
const hasFreshAnalysis = sql`exists (select 1 from entry_analyses a
  where a.entry_id = e.id and a.entry_updated_at = e.updated_at and a.version = ${ANALYSIS_VERSION})`;

/**
 * The ids of the person's non-private entries with no fresh kept analysis, newest first (the
 * entries a week's or a month's digest reads come first). Ids only, in one statement: paging the
 * texts by keyset instead re-read every remaining entry per page on a database without planner
 * statistics (the embedded one has no autovacuum), which made a year's warm-up quadratic.
 */
export async function staleEntryIds(tx: Tx, userId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select e.id from entries e
      where e.user_id = ${userId} and not e.is_private and not ${hasFreshAnalysis}
      order by e.occurred_at desc, e.id desc`),
  );
  return rows.map((r) => r.id);
}

/** The text of these entries of the person's, leaving out any that is private by now. */
export async function entryTexts(tx: Tx, userId: string, ids: readonly string[]): Promise<EntryText[]> {
  if (ids.length === 0) return [];
  return rowsOf<EntryText>(
    await tx.execute(sql`
      select e.id, e.title, e.content, to_json(e.occurred_at)#>>'{}' as "occurredAt",
        to_json(e.updated_at)#>>'{}' as "updatedAt"
      from unnest(${arrayOf(ids)}::uuid[]) as s(id) join entries e on e.id = s.id
      where e.user_id = ${userId} and not e.is_private`),
  );
}

/**
 * Drops what was kept of entries that have since been made private: a private entry's words are
 * never analysed, and none of an earlier reading stays behind.
 */
export async function forgetPrivateAnalyses(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from entry_analyses a using entries e
    where a.user_id = ${userId} and e.id = a.entry_id and e.is_private`);
}

/**
 * Everyone with AI on (the default without a profile) who has a non-private entry with no fresh
 * analysis: the ids only. A system query for the daily sweep, which then works as each person.
 */
export async function usersWithStaleAnalyses(db: Db): Promise<string[]> {
  const rows = rowsOf<{ userId: string }>(
    await db.execute(sql`
      select e.user_id as "userId" from entries e
      left join profiles p on p.id = e.user_id
      where not e.is_private and coalesce(p.ai_enabled, true) and not ${hasFreshAnalysis}
      group by e.user_id
      order by e.user_id`),
  );
  return rows.map((r) => r.userId);
}
