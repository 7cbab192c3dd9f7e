import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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
